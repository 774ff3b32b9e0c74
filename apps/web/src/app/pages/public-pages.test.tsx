import {
  PUBLIC_TEARSHEET_NOT_FOUND,
  publicBrandingRoute,
  publicTearsheetRoute,
  tearsheetRoute,
  type Tearsheet,
} from '@dl/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { publicRoutes } from '../routes/public-routes.tsx';
import { SSO_NOT_OFFERED } from './sso-login-page.tsx';

/** Issue 14 point 3 (ADR 0033): the public routes of spec 2 work without a login. */

const OPP_ID = '7e2a4c1d-5b3f-4a6e-9c8d-2f1b0a9e8d71';
const TEARSHEET: Tearsheet = {
  opp_id: OPP_ID,
  name: 'Northwind Series A',
  short_desc: 'Warehouse robots for mid-size 3PLs',
  issuer: {
    name: 'Northwind Robotics',
    market: 'Industrial',
    stage: 'Series A',
    sector: null,
    headquarters: null,
    logo: null,
  },
  size: '12000000.00',
  minimum: '25000.00',
  start_date: '2026-10-01',
  end_date: '2026-12-30',
  highlights: ['Profitable since 2024'],
};
const brandingMissing = on(publicBrandingRoute, () => apiError(404, 'Not found.', 'NOT_FOUND'));
const tearsheetAt = (id = OPP_ID) => `/digital-roadshow/pages/tearsheet/${id}`;

beforeEach(() => clearSession());
afterEach(() => clearSession());

describe('/digital-roadshow/pages/tearsheet/{id}', () => {
  it('shows a public tearsheet to a visitor without a login, through the call without a token', async () => {
    const calls = mockApi(
      brandingMissing,
      on(publicTearsheetRoute, () => TEARSHEET),
    );
    renderRoutes(publicRoutes, tearsheetAt());
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Series A' })).toBeInTheDocument();
    expect(screen.getByText(/^\$12/)).toBeInTheDocument();
    expect(screen.getByText('Profitable since 2024')).toBeInTheDocument();
    const call = calls.find((c) => c.url.endsWith(`/api/v1/public/tearsheets/${OPP_ID}`));
    expect(call).toBeDefined();
    expect(call?.authorization).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/pages/login?${new URLSearchParams({ redirect: tearsheetAt() })}`,
    );
  });

  it('says clearly that an unknown or private tearsheet is not found, with a way on', async () => {
    mockApi(
      brandingMissing,
      on(publicTearsheetRoute, () => apiError(404, PUBLIC_TEARSHEET_NOT_FOUND, 'NOT_FOUND')),
    );
    renderRoutes(publicRoutes, tearsheetAt());
    expect(await screen.findByText('Tearsheet not found')).toBeInTheDocument();
    expect(screen.getByText(PUBLIC_TEARSHEET_NOT_FOUND)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('shows a signed-in investor the tearsheet of spec 7 (with the Authorization header)', async () => {
    setSession(session({}, { current_fiduciary_id: FID_ID }));
    const calls = mockApi(
      brandingMissing,
      on(tearsheetRoute, () => TEARSHEET),
      // The session ends with the test (clearSession): the page then reads the public tearsheet.
      on(publicTearsheetRoute, () => TEARSHEET),
    );
    renderRoutes(publicRoutes, tearsheetAt());
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Series A' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith(`/fid/${FID_ID}/opportunities/${OPP_ID}/tearsheet`))).toBe(true);
    expect(calls.some((c) => c.url.includes('/public/tearsheets/'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('/sso-login', () => {
  it('says single sign-on is not offered and leads to the login form', async () => {
    mockApi(brandingMissing);
    renderRoutes(publicRoutes, '/sso-login');
    expect(await screen.findByText(SSO_NOT_OFFERED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/pages/login');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('is not linked from the login page', async () => {
    mockApi(brandingMissing);
    const { container } = renderRoutes(publicRoutes, '/pages/login');
    expect(await screen.findByRole('button', { name: /log in|login|sign in/i })).toBeInTheDocument();
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((h) => h.includes('sso'))).toEqual([]);
  });
});
