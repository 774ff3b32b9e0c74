import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '../lib/query-client.ts';

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">{children}</MantineProvider>
    </QueryClientProvider>
  );
}

/** Renders routes in a memory router at `path`, with the app's providers. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />, { wrapper: Providers });
  return { ...view, router };
}

/** Renders one element at `/` inside a router (for components with links). */
export function renderWithRouter(element: ReactElement) {
  return renderRoutes([{ path: '*', element }], '/');
}
