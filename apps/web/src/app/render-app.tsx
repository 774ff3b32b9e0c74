import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';
import { patchRoutesOnNavigation, routes } from './router.tsx';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">{children}</MantineProvider>
    </QueryClientProvider>
  );
}

/**
 * Test helper: the app's routes in a memory router at `path`, with the app's providers and, as in
 * the app, the portals' routes added on the first navigation into them.
 */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  const view = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { ...view, router };
}
