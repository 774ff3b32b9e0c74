import {
  createWebsocketTicketRoute,
  getInvestmentStatsRoute,
  getProfileRoute,
  listCapTablesRoute,
  listInvestmentsRoute,
  listMyDocumentsRoute,
  listPendingActionsRoute,
  listNotificationsRoute,
  loginRoute,
  publicBrandingRoute,
} from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../lib/session-store.ts';
import { profile, session } from '../test/factories.ts';
import { apiError, on, mockApi as serve } from '../test/mock-api.ts';
import { renderApp } from './render-app.tsx';

/** The API as the shell sees it: no host branding, a profile for the tenant. */
function mockApi() {
  const notFound = () => apiError(404, 'Not found.');
  return serve(
    on(getProfileRoute, () => profile({ first_name: 'Ivy', last_name: 'Stone' })),
    on(loginRoute, () => session()),
    on(publicBrandingRoute, notFound),
    on(listInvestmentsRoute, notFound),
    on(listCapTablesRoute, () => ({ results: [], count: 0 })),
    on(listMyDocumentsRoute, notFound),
    on(getInvestmentStatsRoute, notFound),
    on(listPendingActionsRoute, notFound),
    on(listNotificationsRoute, notFound),
    on(createWebsocketTicketRoute, notFound),
  );
}

const locationOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('app routes', () => {
  it('sends a logged-out visitor of a portal to Login with a redirect back', async () => {
    mockApi();
    const { router } = renderApp('/digital-locker/?tab=1');
    await waitFor(() => expect(locationOf(router)).toBe('/pages/login?redirect=%2Fdigital-locker%2F%3Ftab%3D1'));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows the portal home with the profile loaded for a role of that portal', async () => {
    mockApi();
    setSession(session());
    renderApp('/digital-locker/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('Ivy Stone');
  });

  it('shows the 404 page for a role of another portal', async () => {
    mockApi();
    setSession(session({}, { current_role: 'issuer_admin' }));
    renderApp('/digital-locker/');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the 404 page for an unknown path', async () => {
    mockApi();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('sends / to the home of the current role', async () => {
    mockApi();
    setSession(session({}, { current_role: 'captable_admin' }));
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acap/'));
  });

  it('lands on the redirect after login', async () => {
    mockApi();
    const { router } = renderApp('/pages/login2?redirect=%2Fdigital-locker%2F%3Ftab%3D2');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Email/), 'investor@demo.test');
    await user.type(screen.getByLabelText(/^Password/), 'Demo!2345');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(locationOf(router)).toBe('/digital-locker/?tab=2'));
    expect(window.localStorage.getItem('dl.auth')).toContain('"refresh":"refresh-1"');
  });
});
