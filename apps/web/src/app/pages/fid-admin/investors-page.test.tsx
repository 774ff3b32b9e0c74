import { type InvestorRow, listInvestorsRoute } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { InvestorsPage } from './investors-page.tsx';

const row = (overrides: Partial<InvestorRow> = {}): InvestorRow => ({
  id: '11111111-2222-4333-8444-555555555555',
  entity_id: null,
  invitation_id: '11111111-2222-4333-8444-555555555555',
  name: 'Nia Pending',
  email: 'nia@example.com',
  entity_type: 'INDIVIDUAL',
  invitation_status: 1,
  invitation_status_label: 'Sent',
  revoked: false,
  kyc_state: 'NOT_STARTED',
  kyc_state_label: 'Not started',
  committed: '0.00',
  invested: '0.00',
  city: null,
  state: null,
  country: null,
  created_on: '2026-11-01T00:00:00Z',
  ...overrides,
});

function asRole(role: string) {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
}

const renderPage = (path = '/fid-admin/investors') =>
  renderRoutes([{ path: '/fid-admin/investors', element: <InvestorsPage /> }], path);

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

afterEach(() => clearSession());

describe('InvestorsPage', () => {
  it('lands filtered from the address (?invitation_status=) and shows the rows', async () => {
    asRole('fiduciary_admin');
    const calls = mockApi(
      on(listInvestorsRoute, ({ query }) => ({
        count: 1,
        results: [row({ invitation_status: query.invitation_status ?? 1, committed: '125000.75' })],
        next: null,
      })),
    );
    renderPage('/fid-admin/investors?invitation_status=2');
    const table = await screen.findByRole('table', { name: 'Investors' });
    expect(await within(table).findByRole('link', { name: 'Nia Pending' })).toBeInTheDocument();
    expect(within(table).getByText('$125,000.75')).toBeInTheDocument();
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('invitation_status')).toBe('2');
    expect(screen.getByDisplayValue('2 Open')).toBeInTheDocument();
  });

  it('shows Invite, Import CSV, Resend and Revoke to a role that manages invitations', async () => {
    asRole('kyc_approver');
    mockApi(on(listInvestorsRoute, () => ({ count: 1, results: [row()], next: null })));
    renderPage();
    expect(await screen.findByRole('button', { name: 'Resend invitation to Nia Pending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revoke invitation of Nia Pending' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it.each(['fiduciary_admin_viewer', 'deal_executor'])('hides every invitation button from %s', async (role) => {
    asRole(role);
    mockApi(on(listInvestorsRoute, () => ({ count: 1, results: [row()], next: null })));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Nia Pending' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says No data when nothing matches', async () => {
    asRole('fiduciary_admin');
    mockApi(on(listInvestorsRoute, () => ({ count: 0, results: [], next: null })));
    renderPage();
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });
});
