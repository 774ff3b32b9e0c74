import { captableSsoTokenRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SnackbarHost } from '#web/components/snackbar-host.tsx';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { ViewCapTableButton } from './view-cap-table-button.tsx';

function renderButton() {
  setSession(session());
  return renderRoutes(
    [
      {
        path: '/digital-locker/portfolio/1',
        element: (
          <>
            <ViewCapTableButton fidId={FID_ID} />
            <SnackbarHost />
          </>
        ),
      },
      { path: '/acap/sso', element: <p>Hand-off landing</p> },
    ],
    '/digital-locker/portfolio/1',
  );
}

afterEach(() => clearSession());

describe("The investor's 'View cap table' (issue 5 item 7)", () => {
  it('asks for a hand-off token and follows its address', async () => {
    const calls = mockApi(
      on(captableSsoTokenRoute, () => ({
        data: { token: 't-1', url: '/acap/sso?token=t-1', expires_on: '2026-11-27T22:01:00.000Z' },
      })),
    );
    const { router } = renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View cap table' }));
    expect(await screen.findByText('Hand-off landing')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=t-1');
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/fid/${FID_ID}/investor/captable/sso-token`);
    expect(post?.authorization).toMatch(/^Bearer /);
  });

  it("says in the server's words why the cap table cannot be opened", async () => {
    mockApi(on(captableSsoTokenRoute, () => apiError(403, 'Only investors can open the cap table.')));
    renderButton();
    await userEvent.setup().click(screen.getByRole('button', { name: 'View cap table' }));
    expect(await screen.findByText('Only investors can open the cap table.')).toBeInTheDocument();
    expect(screen.queryByText('Hand-off landing')).toBeNull();
  });
});
