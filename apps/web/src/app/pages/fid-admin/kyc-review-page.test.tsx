import { getKycSubmissionRoute, type Invitation, kycDecisionRoute } from '@dl/contracts';
import { FORM_TEMPLATES } from '@dl/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { KycReviewPage } from './kyc-review-page.tsx';

const ID = '21111111-2222-4333-8444-555555555555';
const ENTITY = '31111111-2222-4333-8444-555555555555';
const template = FORM_TEMPLATES['3'];

const invitation = (status: number): Invitation => ({
  id: ID,
  email: 'avery@example.com',
  first_name: 'Avery',
  last_name: 'Investor',
  entity_type: 'INDIVIDUAL',
  entity_name: null,
  status,
  status_label: ['', 'Sent', 'Open', 'KYC', 'Form', 'Approved', 'Denied'][status] as string,
  expires_on: '2026-12-01T00:00:00Z',
  invited_by: null,
  user_id: null,
  entity_id: ENTITY,
  kyc_form_id: '3',
  decision_reason: null,
  decided_on: null,
  revoked_on: null,
  opened_on: null,
  registered_on: null,
  created_on: '2026-11-01T00:00:00Z',
  modified_on: '2026-11-02T00:00:00Z',
});

function serve(status: number) {
  return mockApi(
    on(getKycSubmissionRoute, () => ({
      data: {
        invitation: invitation(status),
        name: 'Avery Investor',
        template,
        response: {
          form_id: '3',
          entity_id: ENTITY,
          template_version: template.version,
          status: 'SUBMITTED' as const,
          response: { template_version: template.version, values: { first_name: 'Avery', ssn: '•••• 9999' } },
          masked: ['ssn'],
          modified_on: '2026-11-02T00:00:00Z',
        },
      },
    })),
    on(kycDecisionRoute, ({ body }) => ({ data: { ...invitation(body.decision === 'APPROVE' ? 5 : 6) } })),
  );
}

const renderPage = () =>
  renderRoutes([{ path: '/fid-admin/kyc/:id', element: <KycReviewPage /> }], `/fid-admin/kyc/${ID}`);

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

afterEach(() => clearSession());

describe('KycReviewPage', () => {
  it('renders the answers read only and enables Ok only once a reason is typed', async () => {
    setSession(session({}, { current_role: 'kyc_approver', current_fiduciary_id: FID_ID }));
    const calls = serve(4);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Avery Investor' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Avery')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Deny' }));
    const ok = await screen.findByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), '   ');
    expect(ok).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Sanctions match');
    expect(ok).toBeEnabled();
    await userEvent.click(ok);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/kyc-decision'))).toBe(true));
    const decision = calls.find((c) => c.url.endsWith('/kyc-decision'));
    expect(decision?.body).toEqual({ decision: 'DENY', reason: 'Sanctions match' });
  });

  it('shows no decision buttons once the KYC was decided', async () => {
    setSession(session({}, { current_role: 'fiduciary_admin', current_fiduciary_id: FID_ID }));
    serve(5);
    renderPage();
    expect(await screen.findByText('Status: Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deny' })).not.toBeInTheDocument();
  });
});
