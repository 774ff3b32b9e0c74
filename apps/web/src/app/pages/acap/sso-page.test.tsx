import { captableSsoExchangeRoute, getProfileRoute, SSO_TOKEN_INVALID } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, getClaims, getSession, setSession } from '#web/lib/session-store.ts';
import { accessToken, FID_ID, profile, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { routes } from '#web/app/router.tsx';
import { Component as SsoPage } from './sso-page.tsx';

const HOLDER_ACCESS = accessToken({ current_role: 'holder', current_fiduciary_id: FID_ID }, 'holder');

function renderAt(address: string) {
  // The page reads the token from the browser's address, as the hand-off opens it.
  window.history.replaceState(null, '', address);
  return renderRoutes(
    [
      { path: '/acap/sso', element: <SsoPage /> },
      { path: '/acap/holdings', element: <p>Holdings opened</p> },
    ],
    '/acap/sso',
  );
}

beforeEach(() => clearSession());
afterEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

describe('Cap-table hand-off landing /acap/sso (issue 17)', () => {
  it('is a public route of the app', () => {
    const matched = matchRoutes(routes, '/acap/sso') ?? [];
    expect(matched.at(-1)?.route.path).toBe('acap/sso');
  });

  it("exchanges the token once, keeps the investor's user, stores the holder session and opens the holdings", async () => {
    const investor = session();
    setSession(investor);
    const calls = mockApi(
      on(captableSsoExchangeRoute, ({ body }) =>
        body.token === 'tok-1'
          ? { access: HOLDER_ACCESS, refresh: 'refresh-holder', current_role: 'holder' as const }
          : apiError(401, SSO_TOKEN_INVALID),
      ),
    );
    renderAt('/acap/sso?token=tok-1');
    expect(await screen.findByText('Holdings opened')).toBeInTheDocument();
    expect(window.location.search).toBe('');
    const stored = getSession();
    expect(stored?.refresh).toBe('refresh-holder');
    expect(stored?.user).toEqual(investor.user);
    expect(getClaims(stored)?.current_role).toBe('holder');
    const exchange = calls.filter((c) => c.url.endsWith('/acap/sso/exchange'));
    expect(exchange).toHaveLength(1);
    expect(exchange[0]?.authorization).toBeNull();
  });

  it('reads the name from the profile with the new token when the browser has no session of that person', async () => {
    const calls = mockApi(
      on(captableSsoExchangeRoute, () => ({
        access: HOLDER_ACCESS,
        refresh: 'refresh-holder',
        current_role: 'holder' as const,
      })),
      on(getProfileRoute, () => profile({ first_name: 'Hana', last_name: 'Holder', email: 'hana@demo.test' })),
    );
    renderAt('/acap/sso?token=tok-2');
    expect(await screen.findByText('Holdings opened')).toBeInTheDocument();
    expect(getSession()?.user).toMatchObject({ first_name: 'Hana', last_name: 'Holder', email: 'hana@demo.test' });
    expect(calls.find((c) => c.url.endsWith(`/fid/${FID_ID}/profile`))?.authorization).toBe(`Bearer ${HOLDER_ACCESS}`);
  });

  it("shows the server's sentence for a used or expired token, with a way to log in", async () => {
    mockApi(on(captableSsoExchangeRoute, () => apiError(401, SSO_TOKEN_INVALID)));
    renderAt('/acap/sso?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_TOKEN_INVALID);
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute(
      'href',
      '/pages/login?redirect=%2Facap%2Fholdings',
    );
    expect(window.location.search).toBe('');
    expect(getSession()).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says the link is not valid when it carries no token, without calling the API', async () => {
    const calls = mockApi();
    renderAt('/acap/sso');
    expect(await screen.findByRole('alert')).toHaveTextContent(SSO_TOKEN_INVALID);
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
