import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

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
