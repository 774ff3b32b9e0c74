import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of the object a page shows (an opportunity, a transaction, a position), for the browser
 * tab's title: the root layout reads it, a page sets it while it is shown.
 */
let objectName: string | null = null;
const listeners = new Set<() => void>();

function setObjectName(name: string | null): void {
  if (name === objectName) return;
  objectName = name;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The name shown in the tab while the calling page is mounted; nothing while it is unknown (loading). */
export function usePageObjectName(name: string | null | undefined): void {
  const value = name?.trim() || null;
  useEffect(() => {
    setObjectName(value);
    return () => setObjectName(null);
  }, [value]);
}

/** The current page's object name, or null. */
export function usePageObjectNameValue(): string | null {
  return useSyncExternalStore(subscribe, () => objectName);
}

/** 'Northwind Series A · Transaction | Digital Locker': object, page, app; the parts known. */
export function documentTitle(appTitle: string, page?: string | null, object?: string | null): string {
  const head = [object, page].filter(Boolean).join(' · ');
  return head ? `${head} | ${appTitle}` : appTitle;
}
