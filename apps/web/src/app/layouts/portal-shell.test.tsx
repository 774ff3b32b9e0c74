import {
  listCompaniesRoute,
  listIssuerNdasRoute,
  listIssuerOpportunitiesRoute,
  listQnaRoute,
  createWebsocketTicketRoute,
  getInvestmentStatsRoute,
  getProfileRoute,
  listInvestmentsRoute,
  listMyDocumentsRoute,
  listPendingActionsRoute,
  listNotificationsRoute,
  listOpportunitiesRoute,
  listOpportunityTagsRoute,
  publicBrandingRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '#web/lib/session-store.ts';
import { profile, session } from '#web/test/factories.ts';
import { apiError, on, mockApi as serve } from '#web/test/mock-api.ts';
import { renderApp } from '../render-app.tsx';

function mockApi() {
  // What the shell and the portal homes read besides the profile, not part of these tests.
  const notFound = () => apiError(404, 'Not found.');
  serve(
    on(getProfileRoute, () => profile()),
    on(publicBrandingRoute, notFound),
    on(listInvestmentsRoute, notFound),
    on(getInvestmentStatsRoute, notFound),
    on(listPendingActionsRoute, notFound),
    on(listMyDocumentsRoute, notFound),
    on(listNotificationsRoute, notFound),
    on(createWebsocketTicketRoute, notFound),
    on(listOpportunitiesRoute, notFound),
    on(listOpportunityTagsRoute, notFound),
    on(listCompaniesRoute, () => ({ results: [], count: 0 })),
    on(listIssuerOpportunitiesRoute, () => ({ results: [], count: 0, next: null })),
    on(listIssuerNdasRoute, () => ({ results: [], count: 0, next: null })),
    on(listQnaRoute, () => ({ results: [], count: 0, next: null })),
  );
}

function loginAs(role: string) {
  const base = session();
  const permission = { ...base.permissions[0]!, roles: [role] };
  setSession(session({ permissions: [permission] }, { current_role: role }));
}

const pathOf = (router: ReturnType<typeof renderApp>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;
const notFound = () => screen.findByRole('heading', { name: 'Page not found' });
const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('portal guards (spec 6 "Route access")', () => {
  it('sends a logged-out visitor to Login with a redirect query', async () => {
    mockApi();
    const { router } = renderApp('/digital-locker/opportunity/7?tab=2');
    await waitFor(() =>
      expect(pathOf(router)).toBe('/pages/login?redirect=%2Fdigital-locker%2Fopportunity%2F7%3Ftab%3D2'),
    );
  });

  it('shows the 404 page inside the shell to a viewer on a restricted route', async () => {
    mockApi();
    loginAs('fiduciary_viewer');
    renderApp('/digital-locker/documents');
    expect(await notFound()).toBeInTheDocument();
    expect(await mainNav()).toBeInTheDocument();
    // The app bar does not name a page the user may not open.
    expect(screen.queryByTestId('app-bar-title')).not.toBeInTheDocument();
  });

  it.each([
    ['/digital-locker/trade', 'More Investment Opportunities'],
    ['/digital-locker/my-profile/profile', 'Profile'],
    ['/digital-locker/opportunities', 'Discover New Opportunities'],
  ])('lets a viewer open %s', async (path, heading) => {
    mockApi();
    loginAs('fiduciary_viewer');
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it.each([
    ['fiduciary_viewer', '/digital-locker/', '/digital-locker/trade'],
    ['fiduciary_viewer', '/digital-locker/my-profile', '/digital-locker/my-profile/profile'],
    ['fiduciary_investor', '/digital-locker/my-profile', '/digital-locker/my-profile/my-profile/profile'],
  ])('sends %s from %s to %s', async (role, from, to) => {
    mockApi();
    loginAs(role);
    const { router } = renderApp(from);
    await waitFor(() => expect(pathOf(router)).toBe(to));
  });

  it.each(['/digital-locker/no-such-page', '/no/such/page'])('shows %s as 404 inside the shell', async (path) => {
    mockApi();
    loginAs('fiduciary_investor');
    renderApp(path);
    expect(await notFound()).toBeInTheDocument();
    expect(await mainNav()).toBeInTheDocument();
  });

  it('lists only the navigation items the role may open', async () => {
    mockApi();
    loginAs('fiduciary_viewer');
    renderApp('/digital-locker/trade');
    const nav = await mainNav();
    expect(within(nav).getByRole('link', { name: 'Trade' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Documents' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Opportunities' })).toBeInTheDocument();
  });
});

describe('app bar in the shell', () => {
  it('shows the route title, else the greeting with the first name', async () => {
    mockApi();
    loginAs('fiduciary_investor');
    const { router } = renderApp('/digital-locker/documents');
    expect(await screen.findByTestId('app-bar-title')).toHaveTextContent('Manage Documents');
    await router.navigate('/digital-locker/');
    expect(await screen.findByTestId('greeting')).toHaveTextContent(/^Good (Morning|Afternoon|Evening), Ivy$/);
  });

  it.each([
    ['fiduciary_investor', '/digital-locker/', 1],
    ['fiduciary_viewer', '/digital-locker/trade', 0],
    ['trellis_admin', '/trellis-admin/', 0],
    ['issuer_admin', '/issuers/', 1],
  ])('as %s on %s shows the bell and communication slots %i time(s)', async (role, path, count) => {
    mockApi();
    loginAs(role);
    renderApp(path);
    await screen.findByRole('button', { name: /Account menu/ });
    expect(screen.queryAllByRole('button', { name: 'Notifications' })).toHaveLength(count);
    expect(screen.queryAllByRole('button', { name: 'Communications' })).toHaveLength(count);
  });
});
