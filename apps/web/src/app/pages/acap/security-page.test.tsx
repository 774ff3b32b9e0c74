import {
  certificateRoute,
  deleteSecurityDraftRoute,
  getSecurityRoute,
  issueSecuritiesRoute,
  raiseActionRequestRoute,
  securityActionRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ISSUER_ID, securityDetail } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { type CapRole, capTablesAs, renderAcap, seriousViolations } from './acap-test-helpers.tsx';
import { draftLookups } from './security-draft-mocks.ts';
import { Component } from './security-page.tsx';

afterEach(() => clearSession());

const GRANT = securityDetail({
  id: 'OP-2',
  kind: 'OP',
  class_id: null,
  plan_id: 'PLAN-1',
  quantity: '4800',
  price: '0.25',
  option_kind: 'iso',
  parent_id: 'OP-1',
  terms_id: 'TERMS-1',
  terms_version: 2,
  terms: { type: 9, pricePerShare: '0.25' },
  vesting: { type: 'time', start_date: '2026-01-01', installments: 48, frequency: 'monthly', cliff_installment: 12 },
  schedule: {
    installments: [
      { date: '2027-01-01', amount: '1200', vested: '1200' },
      { date: '2027-02-01', amount: '100', vested: '1300' },
    ],
    vested_today: { value: '1300', rounding: 'DL-DEFAULT R8' },
    rounding: 'DL-DEFAULT R8 (CUMULATIVE_ROUND_DOWN)',
  },
  lineage: [
    {
      security_id: 'OP-1',
      quantity: '6000',
      stakeholder_id: 'SH-1',
      created_by: 'TX-1',
      ended_by: 'TX-5',
      transactions: ['TX-1', 'TX-5'],
    },
    {
      security_id: 'OP-2',
      quantity: '4800',
      stakeholder_id: 'SH-1',
      created_by: 'TX-5',
      ended_by: null,
      transactions: ['TX-5'],
    },
  ],
  children: [],
  allowed_actions: ['transfer', 'cancel', 'exercise', 'terminate', 'vesting', 'modify'],
});

function render(role: CapRole, id = 'OP-2') {
  return renderAcap('/acap/securities/:securityId', <Component />, `/acap/securities/${id}`, role);
}

describe('Security page', () => {
  it('shows a viewer the facts, terms, vesting and lineage, with no actions', async () => {
    mockApi(
      capTablesAs('captable_viewer'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: { ...GRANT, allowed_actions: [] } })),
    );
    render('captable_viewer');
    expect(await screen.findByRole('heading', { name: 'OP-2', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('$0.25', { selector: 'div' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Terms (version 2)' })).toBeInTheDocument();
    expect(await screen.findByText('2026 Stock Plan')).toBeInTheDocument();
    expect(screen.getByText('Price per share:')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Vesting installments' });
    expect(within(table).getByRole('row', { name: /02\/01\/2027/ })).toHaveTextContent('1,300');
    expect(screen.getByText(/Vested today/)).toHaveTextContent('1,300');
    expect(screen.getByText(/DL-DEFAULT R8 \(CUMULATIVE_ROUND_DOWN\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OP-1' })).toHaveAttribute(
      'href',
      `/acap/securities/OP-1?company=${ISSUER_ID}`,
    );
    expect(screen.getByRole('link', { name: '2 transactions of OP-1' })).toHaveAttribute(
      'href',
      `/acap/ledger?company=${ISSUER_ID}&security_id=OP-1`,
    );
    expect(screen.queryByRole('button', { name: /Actions|Request an action/ })).not.toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it("lets an administrator transfer: each field's message, then the server's refusal, then the result", async () => {
    let refuse = true;
    const calls = mockApi(
      capTablesAs('captable_admin'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: GRANT })),
      on(securityActionRoute, () =>
        refuse
          ? apiError(409, 'OP-2 has only 4,800 options; 5,000 cannot be transferred.')
          : { data: { tx_ids: ['TX-9'], created: ['OP-3', 'OP-4'], cost: null } },
      ),
    );
    render('captable_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Transfer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer OP-2' });
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Quantity is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose who receives the shares')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Shares to transfer/), '5000');
    await user.type(within(dialog).getByRole('combobox', { name: /Transfer to/ }), 'Grace');
    await user.click(await screen.findByRole('option', { name: 'Grace Engineer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('5,000 cannot be transferred');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      action: 'transfer',
      quantity: '5000',
      to_stakeholder_id: 'SH-2',
    });

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/Transfer: done for OP-2\. New securities: OP-3, OP-4\./)).toBeInTheDocument();
  });

  it('accelerates vesting and says what an exercise cost, with its rounding', async () => {
    const calls = mockApi(
      capTablesAs('captable_admin'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: GRANT })),
      on(securityActionRoute, (req) => ({
        data: {
          tx_ids: ['TX-10'],
          created: req.body.action === 'exercise' ? ['CS-9'] : [],
          cost: req.body.action === 'exercise' ? { value: '250.00', rounding: 'DL-DEFAULT R6' } : null,
        },
      })),
    );
    render('captable_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Vesting (set or accelerate)' }));
    const dialog = await screen.findByRole('dialog', { name: /Vesting/ });
    await user.type(within(dialog).getByLabelText(/Shares to accelerate/), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Vesting (set or accelerate)' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        action: 'vesting',
        accelerate_quantity: '1200',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Exercise' }));
    const exercise = await screen.findByRole('dialog', { name: 'Exercise OP-2' });
    await user.type(within(exercise).getByLabelText(/Number to exercise/), '1000');
    await user.click(within(exercise).getByRole('button', { name: 'Exercise' }));
    expect(
      await screen.findByText(/New securities: CS-9\. Exercise cost: \$250\.00 \(DL-DEFAULT R6\)/),
    ).toBeInTheDocument();
  });

  it('offers the six termination reasons in words', async () => {
    mockApi(
      capTablesAs('captable_admin'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: GRANT })),
    );
    render('captable_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Terminate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terminate OP-2' });
    const reasons = within(within(dialog).getByLabelText(/Reason for the termination/)).getAllByRole('option');
    expect(reasons.map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Voluntary termination',
      'Involuntary termination',
      'Termination with cause',
      'Death',
      'Disability',
      'Retirement',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Terminate' }));
    expect(await within(dialog).findByText('Choose the reason for the termination')).toBeInTheDocument();
  });

  it('lets an editor send an action for approval instead of acting', async () => {
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(getSecurityRoute, () => ({
        data: { ...GRANT, allowed_actions: ['view', 'request:transfer', 'request:cancel', 'request:exercise'] },
      })),
      on(raiseActionRequestRoute, (req) =>
        req.reply(201, {
          data: {
            id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
            security_id: 'OP-2',
            action: 'cancel',
            body: req.body,
            status: 'pending',
            reason: null,
            requested_by_name: 'Eddie Editor',
            requested_on: '2026-03-01T09:00:00.000Z',
            decided_on: null,
          },
        }),
      ),
    );
    render('captable_editor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request an action' }));
    expect(screen.queryByRole('menuitem', { name: 'Terminate' })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Exercise' })).toBeInTheDocument();
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request: Cancel OP-2' });
    await user.type(within(dialog).getByLabelText(/Quantity to cancel/), '100');
    await user.type(within(dialog).getByLabelText(/Reason/), 'Left before the cliff');
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    expect(await screen.findByText(/Sent for approval: the request to cancel OP-2 waits/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/actions'))).toBe(false);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ action: 'cancel', quantity: '100' });
  });

  it('lets an editor edit or delete a draft', async () => {
    const draft = securityDetail({ id: 'CS-7', status: 'draft', allowed_actions: ['view', 'modify', 'delete'] });
    const calls = mockApi(
      capTablesAs('captable_editor'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: draft })),
      on(deleteSecurityDraftRoute, () => ({ ok: true as const })),
    );
    const { router } = render('captable_editor', 'CS-7');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.getByRole('menuitem', { name: 'Edit draft' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Issue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Delete draft' }));
    await user.click(await screen.findByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/acap/securities'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/securities/CS-7'))).toBe(true);
  });

  it('lets an administrator issue a ready draft from its page', async () => {
    const draft = securityDetail({ id: 'CS-8', status: 'draft', allowed_actions: ['view', 'issue'] });
    const calls = mockApi(
      capTablesAs('captable_admin'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: draft })),
      on(issueSecuritiesRoute, (req) => ({ issued: req.body.security_ids })),
    );
    render('captable_admin', 'CS-8');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Delete draft' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Issue' }));
    expect(await screen.findByText('CS-8 is issued.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ security_ids: ['CS-8'] });
  });

  it('downloads the certificate with the bearer', async () => {
    const issued = securityDetail({
      documents: [
        { name: 'Certificate CS-1.pdf', file_id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e', kind: 'certificate' },
      ],
    });
    const calls = mockApi(
      capTablesAs('captable_viewer'),
      ...draftLookups,
      on(getSecurityRoute, () => ({ data: issued })),
      on(certificateRoute, () => ({})),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }));
    render('captable_viewer', 'CS-1');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download certificate' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/securities/CS-1/certificate'))).toBe(true));
    expect(calls.find((c) => c.url.endsWith('/certificate'))?.authorization).toMatch(/^Bearer /);
  });
});
