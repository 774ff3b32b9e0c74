import { listInvestmentsRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { INVESTMENT_ID, investment } from '../test-data.ts';
import { NO_MATCHING_TRANSACTIONS, NO_TRANSACTIONS_YET, TransactionList } from './transaction-list.tsx';

const toSign = investment({
  status: 'IOI_SENT',
  status_label: 'Transaction in progress',
  status_color: 'orange',
  document_id: '71111111-2222-4333-8444-555555555555',
});
const paramsOf = (call: RecordedCall | undefined) => new URL(call?.url ?? '', 'http://x').searchParams;

function renderAt(path: string) {
  return renderRoutes(
    [
      {
        path: '*',
        element: <TransactionList fidId={FID_ID} title="Latest Transactions" detailHref={(id) => `/t/${id}`} />,
      },
    ],
    path,
  );
}

afterEach(() => clearSession());

describe('TransactionList', () => {
  beforeEach(() => setSession(session()));

  it('offers Sign on a transaction that waits for my signature, and only there', async () => {
    mockApi(
      on(listInvestmentsRoute, () => ({
        count: 2,
        results: [toSign, investment({ id: '91111111-2222-4333-8444-555555555555' })],
      })),
    );
    renderAt('/');
    const sign = await screen.findByRole('link', { name: 'Sign Cobalt Health Series B' });
    expect(sign).toHaveAttribute('href', `/t/${INVESTMENT_ID}`);
    expect(screen.getAllByRole('link', { name: /^Sign / })).toHaveLength(1);
  });

  it('offers a viewer no Sign', async () => {
    setSession(session({}, { current_role: 'fiduciary_viewer' }));
    mockApi(on(listInvestmentsRoute, () => ({ count: 1, results: [toSign] })));
    renderAt('/');
    await screen.findByRole('link', { name: 'Cobalt Health Series B' });
    expect(screen.queryByRole('link', { name: /^Sign / })).not.toBeInTheDocument();
  });

  it('says whether nothing matches the filters or nothing is there yet', async () => {
    mockApi(on(listInvestmentsRoute, () => ({ count: 0, results: [] })));
    const { unmount } = renderAt('/');
    expect(await screen.findByText(NO_TRANSACTIONS_YET)).toBeInTheDocument();
    unmount();
    renderAt('/?status=DEAL_EXECUTED');
    expect(await screen.findByText(NO_MATCHING_TRANSACTIONS)).toBeInTheDocument();
  });

  it('reads filters, ordering and page from the address and writes the new page there', async () => {
    const calls = mockApi(on(listInvestmentsRoute, () => ({ count: 45, results: [toSign] })));
    const { router } = renderAt('/?is_primary=false&ordering=amount&page=2&limit=20');
    await screen.findByRole('link', { name: 'Cobalt Health Series B' });
    const first = paramsOf(calls[0]);
    expect(Object.fromEntries(first)).toMatchObject({
      is_primary: 'false',
      ordering: 'amount',
      page: '2',
      limit: '20',
    });
    expect(screen.getByText('Kind: Secondary')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(paramsOf(calls.at(-1)).get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?is_primary=false&page=3&limit=20&ordering=amount');
  });
});
