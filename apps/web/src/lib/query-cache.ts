import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's query client once a chunk has created it (query-client.ts). TanStack Query loads with
 * the portals and the account branding, not with the login page; login, logout and an ended
 * session empty the cache through here without loading it.
 */
let created: QueryClient | null = null;

export function rememberQueryClient(client: QueryClient): void {
  created = client;
}

/** Drops every cached answer (the previous user's data, the tenant's branding) if there are any. */
export function clearQueryCache(): void {
  created?.clear();
}
