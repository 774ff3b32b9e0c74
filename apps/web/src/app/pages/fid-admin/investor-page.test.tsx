import { getInvestorRoute, type InvestorDetail, revealKycAnswerRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { InvestorPage } from './investor-page.tsx';

const ID = '41111111-2222-4333-8444-555555555555';

const detail: InvestorDetail = {
  investor: {
    id: ID,
    entity_id: ID,
    invitation_id: null,
    name: 'Avery Investor',
    email: 'investor@demo.test',
    entity_type: 'INDIVIDUAL',
    invitation_status: null,
    invitation_status_label: null,
    revoked: false,
    kyc_state: 'SUBMITTED',
    kyc_state_label: 'Submitted',
    committed: '25000.00',
    invested: '0.00',
    city: 'Brooklyn',
    state: 'NY',
    country: 'us',
    created_on: '2026-11-01T00:00:00Z',
  },
  invitation: null,
  entities: [
    { id: ID, name: 'Avery Investor', type: 'INDIVIDUAL', trellis_uid: 'ENT-1', created_on: '2026-11-01T00:00:00Z' },
  ],
  addresses: [],
  kyc: {
    form_id: '3',
    entity_id: ID,
    template_version: 1,
    status: 'SUBMITTED',
    response: { template_version: 1, values: { first_name: 'Avery', ssn: '•••• 9999' } },
    masked: ['ssn'],
    modified_on: '2026-11-02T00:00:00Z',
    labels: { first_name: 'First name', ssn: 'SSN' },
  },
  documents: [],
  investments: [],
};

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

afterEach(() => clearSession());

const renderPage = () =>
  renderRoutes([{ path: '/fid-admin/investors/:id', element: <InvestorPage /> }], `/fid-admin/investors/${ID}`);

describe('InvestorPage', () => {
  it('shows the KYC answers masked and reveals one for kyc.reveal', async () => {
    setSession(session({}, { current_role: 'kyc_approver', current_fiduciary_id: FID_ID }));
    mockApi(
      on(getInvestorRoute, () => ({ data: detail })),
      on(revealKycAnswerRoute, ({ body }) => ({ data: { field: body.field, value: '219099999' } })),
    );
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Investor' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Audit trail' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'KYC' }));
    expect(await screen.findByText('•••• 9999')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reveal SSN' }));
    expect(await screen.findByText('219099999')).toBeInTheDocument();
  });

  it('shows the admin viewer the audit trail but no KYC answers', async () => {
    setSession(session({}, { current_role: 'fiduciary_admin_viewer', current_fiduciary_id: FID_ID }));
    mockApi(on(getInvestorRoute, () => ({ data: { ...detail, kyc: null } })));
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Audit trail' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'KYC' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Investments' })).toBeInTheDocument();
  });
});
