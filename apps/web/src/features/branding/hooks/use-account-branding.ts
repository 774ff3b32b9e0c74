import type { AccountBranding } from '@dl/contracts';
import { useSyncExternalStore } from 'react';

/**
 * The current fiduciary's account branding as AccountBrandingSource last read it from the query
 * cache. The query (TanStack Query, the contract's zod schema) lives in that component's own chunk,
 * loaded only while someone is logged in; everything that shows branding reads this mirror.
 */
let current: { fidId: string; branding: AccountBranding | undefined } | null = null;
const listeners = new Set<() => void>();

export function publishAccountBranding(fidId: string, branding: AccountBranding | undefined): void {
  if (current?.fidId === fidId && current.branding === branding) return;
  current = { fidId, branding };
  for (const notify of [...listeners]) notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => current;

/** The branding of `fidId` once its answer is in; undefined before, and without a fiduciary. */
export function useAccountBranding(fidId: string | null): AccountBranding | undefined {
  const mirror = useSyncExternalStore(subscribe, snapshot, () => null);
  return fidId !== null && mirror?.fidId === fidId ? mirror.branding : undefined;
}
