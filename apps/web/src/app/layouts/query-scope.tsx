import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { getQueryClient } from '#web/lib/query-client.ts';

/** The app's query client for the pages under it: every page but Login (see root-layout.tsx). */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
