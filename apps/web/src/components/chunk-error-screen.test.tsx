import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../lib/chunk-load.ts';
import { renderRoutes } from '../test/render.tsx';
import { ChunkErrorScreen } from './chunk-error-screen.tsx';
import { RouteErrorPage } from './route-error-page.tsx';

function Broken(): never {
  throw new Error('boom');
}

describe('chunk load errors (spec 8)', () => {
  it('shows the retry screen, not a blank page, when a lazy route fails to load', async () => {
    renderRoutes(
      [
        {
          path: '/',
          errorElement: <RouteErrorPage />,
          lazy: () => loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
        },
      ],
      '/',
    );
    expect(
      await screen.findByRole('heading', { name: 'This part of the app could not be loaded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the generic message for other errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoutes([{ path: '/', errorElement: <RouteErrorPage />, Component: Broken }], '/');
    expect(await screen.findByRole('heading', { name: 'Something went wrong.' })).toBeInTheDocument();
    vi.mocked(console.error).mockRestore();
  });

  it('reloads on Retry', async () => {
    const onRetry = vi.fn();
    renderRoutes([{ path: '/', element: <ChunkErrorScreen onRetry={onRetry} /> }], '/');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
