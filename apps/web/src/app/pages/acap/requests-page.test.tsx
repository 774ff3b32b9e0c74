import { decideActionRequestRoute, listActionRequestsRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { actionRequest, REQUEST_ID } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { type CapRole, capTablesAs, renderAcap, seriousViolations } from './acap-test-helpers.tsx';
import { Component } from './requests-page.tsx';

afterEach(() => clearSession());

function render(role: CapRole, path = '/acap/requests') {
  return renderAcap('/acap/requests', <Component />, path, role);
}

describe('Requests page', () => {
  it('shows an editor the status of requests, without Approve or Reject', async () => {
    const calls = mockApi(
      capTablesAs('captable_editor'),
      on(listActionRequestsRoute, (req) => ({
        results: [
          actionRequest({
            status: req.query.status ?? 'pending',
            reason: req.query.status === 'rejected' ? 'Not before the board meets' : null,
          }),
        ],
        count: 1,
      })),
    );
    const { router } = render('captable_editor');
    const row = await screen.findByRole('row', { name: /Eddie Editor/ });
    expect(row).toHaveTextContent('Cancel');
    expect(row).toHaveTextContent('Quantity 1,000 · Reason Board decision · Date 03/01/2026');
    expect(row).toHaveTextContent('Pending');
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(await screen.findByText('Not before the board meets')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=rejected');
    const last = calls.filter((c) => c.url.includes('/action-requests')).at(-1)?.url ?? '';
    expect(new URL(last, 'http://x').searchParams.get('status')).toBe('rejected');
    expect(await seriousViolations()).toEqual([]);
  });

  it('lets an administrator reject only with a reason, and approve (a refusal leaves it pending)', async () => {
    const calls = mockApi(
      capTablesAs('captable_admin'),
      on(listActionRequestsRoute, () => ({ results: [actionRequest()], count: 1 })),
      on(decideActionRequestRoute, (req) =>
        req.body.approve
          ? apiError(409, 'CS-1 has 500 shares left; 1,000 cannot be cancelled. The request is still pending.')
          : { data: actionRequest({ status: 'rejected', reason: req.body.reason ?? null }) },
      ),
    );
    render('captable_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject the request on CS-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request on CS-1' });
    const ok = within(dialog).getByRole('button', { name: 'Reject' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), '  ');
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Wait for the board');
    await user.click(ok);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const decisions = () => calls.filter((c) => c.url.endsWith(`/action-requests/${REQUEST_ID}/decision`));
    expect(decisions()[0]?.body).toEqual({ approve: false, reason: 'Wait for the board' });

    await user.click(screen.getByRole('button', { name: 'Approve the request on CS-1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '1,000 cannot be cancelled. The request is still pending.',
    );
    expect(decisions()[1]?.body).toEqual({ approve: true });
  });
});
