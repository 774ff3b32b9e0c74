import {
  approveWireInstructionsRoute,
  getOpportunityCallRoute,
  getWireInstructionsStateRoute,
  listCallAllocationsRoute,
  listOpportunityCallsRoute,
  requestPaymentRoute,
  type WireInstructionsProposal,
} from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { allocation, CALL_ID, call, PAYMENT_ID, PROPOSAL_ID, proposal, WIRE } from '../test-data.ts';
import { CapitalCallsScreen, NewCallButton } from './capital-calls-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const asRole = (role: string) => setSession(session({}, { current_role: role }));

function serve(
  pending: WireInstructionsProposal | null = null,
  status: 'PENDING' | 'PENDING_ACKNOWLEDGEMENT' = 'PENDING',
) {
  const wire = { data: { current: WIRE, pending } };
  return mockApi(
    on(listOpportunityCallsRoute, () => ({ count: 1, results: [call()], next: null })),
    on(listCallAllocationsRoute, () => ({ count: 1, results: [allocation({ payment_status: status })], next: null })),
    on(getOpportunityCallRoute, () => ({ data: call() })),
    on(getWireInstructionsStateRoute, () => wire),
    on(requestPaymentRoute, ({ reply }) => reply(409, { detail: 'Refused in this test', code: 'CONFLICT' })),
    on(approveWireInstructionsRoute, () => ({
      data: { current: { ...WIRE, bank_name: 'Second Demo Bank' }, pending: null },
    })),
  );
}

const renderScreen = (path = `/fid-admin/capital-calls?call=${CALL_ID}`) =>
  renderRoutes(
    [
      {
        path: '/fid-admin/capital-calls',
        element: (
          <>
            <NewCallButton fidId={FID_ID} />
            <CapitalCallsScreen fidId={FID_ID} />
          </>
        ),
      },
    ],
    path,
  );

describe('CapitalCallsScreen', () => {
  it('shows calls with due vs received, the notice progress and the payment actions of an administrator', async () => {
    asRole('fiduciary_admin');
    const calls = serve();
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Capital calls' });
    expect(within(table).getByRole('button', { name: 'Industrial Automation Fund I call 1' })).toBeInTheDocument();
    expect(within(table).getByText('$1,000.00')).toBeInTheDocument();
    expect(within(table).getByText('$100.00')).toBeInTheDocument();
    expect(await screen.findByText(/Generating notices: 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New capital call' })).toBeInTheDocument();
    const request = await screen.findByRole('button', { name: 'Request payment from Avery Investor' });
    await userEvent.setup().click(request);
    expect(await screen.findByText('Refused in this test')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith(`/fid-admin/payments/${PAYMENT_ID}/request`))).toBe(true);
  });

  it('hides every action from the admin viewer, who still reads calls and instructions', async () => {
    asRole('fiduciary_admin_viewer');
    serve(proposal(), 'PENDING_ACKNOWLEDGEMENT');
    renderScreen();
    await screen.findByRole('table', { name: 'Allocations by investor' });
    expect(screen.queryByRole('button', { name: 'New capital call' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Acknowledge payment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request all payments' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(await screen.findByText("Waiting for an administrator's approval")).toBeInTheDocument();
    expect(screen.getByText('Last verified 11/02/2026')).toBeInTheDocument();
  });

  it('opens the acknowledgement with the outstanding amount for a payment the investor sent', async () => {
    asRole('deal_executor');
    serve(null, 'PENDING_ACKNOWLEDGEMENT');
    renderScreen();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Acknowledge payment of Avery Investor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acknowledge payment' });
    expect(within(dialog).getByLabelText(/Amount received/)).toHaveValue('333.34');
    expect(within(dialog).getByRole('button', { name: 'Send payment acknowledgement' })).toBeEnabled();
  });
});

describe('WireInstructionsPanel (four eyes)', () => {
  it('tells the proposer to wait for another administrator', async () => {
    asRole('fiduciary_admin');
    serve(proposal({ proposed_by_me: true }));
    renderScreen('/fid-admin/capital-calls');
    expect(await screen.findByText('Waiting for another administrator')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose change' })).not.toBeInTheDocument();
  });

  it('lets a second administrator approve, and shows the new instructions in force', async () => {
    asRole('fiduciary_superadmin');
    const calls = serve(proposal());
    renderScreen('/fid-admin/capital-calls');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Second Demo Bank')).toBeInTheDocument();
    expect(screen.queryByText('Proposed change')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith(`/proposals/${PROPOSAL_ID}/approve`))).toBe(true);
  });

  it('does not offer approval to a deal executor, who may propose', async () => {
    asRole('deal_executor');
    serve(proposal());
    renderScreen('/fid-admin/capital-calls');
    expect(await screen.findByText("Waiting for an administrator's approval")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
