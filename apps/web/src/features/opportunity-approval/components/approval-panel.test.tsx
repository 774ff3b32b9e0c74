import { type ApprovalInfo, approveOpportunityRoute, rejectOpportunityRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { approvalInfo, OPP_ID, reviewOf } from '../test-data.ts';
import { ApprovalPanel } from './approval-panel.tsx';

const FOUR_EYES = 'You edited this opportunity; another approver must review it.';
const approval = approvalInfo;

function show(role: string, info: ApprovalInfo) {
  setSession(session({}, { current_role: role }));
  renderWithRouter(
    <ApprovalPanel fidId={FID_ID} opportunityId={OPP_ID} opportunityName="Northwind Series B" approval={info} />,
  );
  return userEvent.setup();
}

const decided = (info: ApprovalInfo, status: string) => ({ data: reviewOf(info, status) });

afterEach(() => clearSession());

describe('ApprovalPanel', () => {
  it('hides Approve and Reject from a role that may only read (admin viewer)', async () => {
    show('fiduciary_admin_viewer', approval({ can_approve: false, can_reject: false }));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(screen.getByText("Waiting for an approver's decision.")).toBeInTheDocument();
  });

  it('disables Approve for an editor of the opportunity and says why (four eyes)', async () => {
    show('fiduciary_admin', approval({ edited_by_me: true, can_approve: false }));
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(FOUR_EYES);
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('shows the server’s four-eyes refusal when it answers one', async () => {
    mockApi(on(approveOpportunityRoute, () => apiError(409, FOUR_EYES, 'CONFLICT')));
    const user = show('opportunity_approver', approval());
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve opportunity' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FOUR_EYES);
  });

  it('rejects through the Reason dialog: Ok only with a reason, which is sent', async () => {
    let sent: string | null = null;
    const calls = mockApi(
      on(rejectOpportunityRoute, (req) => {
        sent = req.body.reason;
        return decided(
          approval({ approval_status: 'REJECTED', approval_label: 'Rejected', rejection_reason: sent }),
          'Created',
        );
      }),
    );
    const user = show('opportunity_approver', approval());
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject opportunity' });
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), '   ');
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Terms are missing');
    expect(ok).toBeEnabled();
    await user.click(ok);
    await waitFor(() => expect(sent).toBe('Terms are missing'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('approves after the confirm dialog', async () => {
    const calls = mockApi(
      on(approveOpportunityRoute, () =>
        decided(approval({ approval_status: 'APPROVED', approval_label: 'Approved' }), 'Published'),
      ),
    );
    const user = show('fiduciary_superadmin', approval());
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve opportunity' });
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(calls.map((c) => c.url)).toEqual([`/api/v1/fid/${FID_ID}/fid-admin/opportunities/${OPP_ID}/approve`]),
    );
  });
});
