import {
  getDealEsignRoute,
  getInvestmentRoute,
  getWireInstructionsRoute,
  listCapitalCallsRoute,
  listPaymentsRoute,
} from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVESTMENT_ID, investment } from '#web/features/transactions/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { RootLayout } from '#web/app/layouts/root-layout.tsx';
import { TransactionPage } from './transaction-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID, useEntityId: () => null }));
vi.mock('#web/features/branding/hooks/use-branding.ts', () => ({ useBranding: () => ({ appTitle: 'Demo Locker' }) }));

const PATH = `/digital-locker/transact/${INVESTMENT_ID}`;
/** Waiting for my signature: an interest sent, the deal document there, the opportunity still offered. */
const toSign = investment({
  status: 'IOI_SENT',
  status_label: 'Transaction in progress',
  status_color: 'orange',
  document_id: '71111111-2222-4333-8444-555555555555',
  deal_signed_date: null,
  approved_on: null,
  counter_signed_deal_date: null,
  executed_on: null,
});

function serve(record = toSign) {
  return mockApi(
    on(getInvestmentRoute, () => record),
    on(getDealEsignRoute, () => ({ data: { url: '/digital-locker/esign/session-1' } })),
    on(listPaymentsRoute, () => ({ data: [] })),
    on(listCapitalCallsRoute, () => ({ data: [] })),
    on(getWireInstructionsRoute, () => apiError(404, '')),
  );
}

const page = { path: '/digital-locker/transact/:id', element: <TransactionPage /> };
const esign = { path: '/digital-locker/esign/:session', element: <p>Signing ceremony</p> };

afterEach(() => clearSession());

describe('TransactionPage', () => {
  beforeEach(() => setSession(session()));

  it("names the transaction's opportunity in the browser tab and offers Sign, which starts the deal ceremony", async () => {
    const calls = serve();
    const { router } = renderRoutes([{ element: <RootLayout />, children: [page, esign] }], PATH);
    await screen.findByRole('heading', { level: 1, name: 'Cobalt Health Series B' });
    await waitFor(() => expect(document.title).toBe('Cobalt Health Series B transaction | Demo Locker'));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/digital-locker/esign/session-1'));
    expect(calls.some((c: RecordedCall) => c.url.includes(`/investments/${INVESTMENT_ID}/deal/esign`))).toBe(true);
    // The page that named the tab is gone: the tab no longer names it.
    await waitFor(() => expect(document.title).toBe('Demo Locker'));
  });

  it('offers no Sign on an executed transaction, nor to a viewer', async () => {
    serve(investment());
    const { unmount } = renderRoutes([page], PATH);
    await screen.findByRole('heading', { level: 1, name: 'Cobalt Health Series B' });
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
    unmount();

    setSession(session({}, { current_role: 'fiduciary_viewer' }));
    serve();
    renderRoutes([page], PATH);
    await screen.findByRole('heading', { level: 1, name: 'Cobalt Health Series B' });
    expect(screen.queryByRole('button', { name: 'Sign' })).not.toBeInTheDocument();
  });
});
