import type { PublicBrandingDoc } from '@dl/contracts';
import { useSyncExternalStore } from 'react';
import { FALLBACK_PUBLIC_BRANDING, getPublicBranding } from '../api/get-public-branding.ts';

/**
 * The host's public branding, asked for once per page load when the first component needs it. It
 * belongs to the host, not to the user, so it is kept across login and logout; a plain store rather
 * than a query, since TanStack Query is not part of the login page's first download.
 */
let loaded: PublicBrandingDoc | null = null;
let isRequested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!isRequested) {
    isRequested = true;
    void getPublicBranding().then((doc) => {
      loaded = doc;
      for (const notify of [...listeners]) notify();
    });
  }
  return () => listeners.delete(listener);
}

const snapshot = () => loaded ?? FALLBACK_PUBLIC_BRANDING;

/** The public branding; the built-in defaults until the answer arrives or when the call fails. */
export function usePublicBranding(): PublicBrandingDoc {
  return useSyncExternalStore(subscribe, snapshot, () => FALLBACK_PUBLIC_BRANDING);
}
