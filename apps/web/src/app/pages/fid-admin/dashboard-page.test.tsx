import {
  type DashboardLocations,
  type DashboardStats,
  getDashboardLocationsRoute,
  getDashboardStatsRoute,
} from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { DashboardPage } from './dashboard-page.tsx';

const STATS: DashboardStats = {
  investors_by_invitation_status: [
    { status: 1, label: 'Sent', count: 3 },
    { status: 2, label: 'Open', count: 1 },
    { status: 3, label: 'KYC', count: 0 },
    { status: 4, label: 'Form', count: 2 },
    { status: 5, label: 'Approved', count: 7 },
    { status: 6, label: 'Denied', count: 1 },
  ],
  kyc_waiting: 2,
  opportunities_waiting: 4,
  deals_waiting: [
    { status: 'DEAL_PENDING_REVIEW', step: 'approve', label: 'To approve', count: 5 },
    { status: 'DEAL_APPROVED', step: 'countersign', label: 'To countersign', count: 1 },
    { status: 'DEAL_SIGNED', step: 'execute', label: 'To execute', count: 0 },
  ],
  capital: { called: '2500000.00', received: '1000000.00' },
  unanswered_questions: 6,
};

const NO_LOCATIONS: DashboardLocations = { count: 0, results: [], unplaced: 0, tile_url: null };

function renderAs(role: string, locations: DashboardLocations = NO_LOCATIONS) {
  setSession(session({}, { current_role: role }));
  mockApi(
    on(getDashboardStatsRoute, () => STATS),
    on(getDashboardLocationsRoute, () => locations),
  );
  return renderWithRouter(<DashboardPage />);
}

const hrefOf = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

// Unmount before the session goes, so no query runs again without a fiduciary.
afterEach(() => {
  cleanup();
  clearSession();
});

describe('fund-admin DashboardPage', () => {
  it('links each figure to its filtered list (fiduciary_admin)', async () => {
    renderAs(FIDUCIARY_ROLES.FIDUCIARY_ADMIN);
    await screen.findByRole('link', { name: 'KYC waiting for a decision: 2' });
    expect(hrefOf('Investors by invitation status, Sent: 3')).toBe('/fid-admin/investors?invitation_status=1');
    expect(hrefOf('Investors by invitation status, Denied: 1')).toBe('/fid-admin/investors?invitation_status=6');
    expect(hrefOf('KYC waiting for a decision: 2')).toBe('/fid-admin/kyc');
    expect(hrefOf('Opportunities waiting for approval: 4')).toBe('/fid-admin/opportunities?approval=PENDING');
    expect(hrefOf('Deals waiting, To approve: 5')).toBe('/fid-admin/deals?status=DEAL_PENDING_REVIEW');
    expect(hrefOf('Deals waiting, To countersign: 1')).toBe('/fid-admin/deals?status=DEAL_APPROVED');
    expect(hrefOf('Deals waiting, To execute: 0')).toBe('/fid-admin/deals?status=DEAL_SIGNED');
    expect(hrefOf(/^Capital called vs received/)).toBe('/fid-admin/capital-calls');
    expect(hrefOf('Unanswered questions: 6')).toBe('/fid-admin/communications?tab=0');
  });

  it('shows amounts with the spec’s abbreviations and the share received', async () => {
    renderAs(FIDUCIARY_ROLES.FIDUCIARY_ADMIN);
    expect(await screen.findByTestId('capital-called')).toHaveTextContent('$2.50MM');
    expect(screen.getByTestId('capital-received')).toHaveTextContent('$1.00MM received (40%)');
  });

  it('keeps figures as plain text where the role may not open the list (opportunity_approver)', async () => {
    renderAs(FIDUCIARY_ROLES.OPPORTUNITY_APPROVER);
    expect(await screen.findByRole('link', { name: 'Opportunities waiting for approval: 4' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Investors by invitation status/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^KYC waiting/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Capital called/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Unanswered questions/ })).not.toBeInTheDocument();
    const investors = screen.getByRole('region', { name: 'Investors by invitation status' });
    expect(within(investors).getByText('Approved')).toBeInTheDocument();
    expect(within(investors).getByText('7')).toBeInTheDocument();
  });

  it('says so when no investor location is known yet', async () => {
    renderAs(FIDUCIARY_ROLES.FIDUCIARY_ADMIN_VIEWER);
    expect(await screen.findByText('No investor locations yet')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of investor locations' })).not.toBeInTheDocument();
  });

  it('draws the map with its list of cities for keyboard and screen-reader users', async () => {
    const brooklyn = {
      lat: 40.65,
      lng: -73.95,
      city: 'Brooklyn',
      state: 'New York',
      country: 'United States',
      count: 2,
    };
    const austin = { lat: 30.27, lng: -97.74, city: 'Austin', state: 'Texas', country: 'United States', count: 1 };
    renderAs(FIDUCIARY_ROLES.FIDUCIARY_ADMIN, { count: 2, results: [brooklyn, austin], unplaced: 1, tile_url: null });
    const map = await screen.findByRole('region', { name: 'Map of investor locations' });
    // Leaflet itself draws in jsdom: the lazily loaded map, its world layer and a circle per city.
    await waitFor(() => expect(map.querySelector('.leaflet-container')).not.toBeNull());
    await waitFor(() => expect(map.querySelectorAll('.leaflet-interactive')).toHaveLength(2));
    fireEvent.mouseOver(map.querySelectorAll('.leaflet-interactive')[0] as Element);
    expect(await within(map).findByText('Location: Brooklyn, New York, United States (2)')).toBeInTheDocument();
    const cities = screen
      .getAllByRole('button', { name: /^Show on the map: / })
      .map((b) => b.getAttribute('aria-label'));
    expect(cities).toEqual([
      'Show on the map: Brooklyn, New York, United States, 2 investors',
      'Show on the map: Austin, Texas, United States, 1 investor',
    ]);
    expect(screen.getByText('1 investor in cities the map does not know is not shown.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all locations' })).toBeInTheDocument();
  });

  it('shows the server’s detail when the figures fail to load', async () => {
    setSession(session({}, { current_role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }));
    mockApi(
      on(getDashboardStatsRoute, () => apiError(500)),
      on(getDashboardLocationsRoute, () => NO_LOCATIONS),
    );
    renderWithRouter(<DashboardPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
