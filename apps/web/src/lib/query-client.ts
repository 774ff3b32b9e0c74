import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { rememberQueryClient } from './query-cache.ts';

/** One retry for network or server trouble; a 4xx answer is final (the 401 refresh lives in the client). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The app's one client, created by the first chunk that needs it: the portal shell provides it to
 * the pages, and the account branding reads through it (see query-cache.ts).
 */
export function getQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    rememberQueryClient(shared);
  }
  return shared;
}
