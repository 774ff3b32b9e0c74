import { listLedgerRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ISSUER_ID, ledgerTx } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { capTablesAs, renderAcap, seriousViolations } from './acap-test-helpers.tsx';
import { Component } from './ledger-page.tsx';

afterEach(() => clearSession());

const lastQuery = (calls: { method: string; url: string }[]) => {
  const list = calls.filter((c) => c.url.includes('/ledger'));
  return Object.fromEntries(new URL(list.at(-1)?.url ?? '', 'http://x').searchParams);
};

describe('Ledger page', () => {
  it('lists the transactions in words, filtered from the address and the filters', async () => {
    const calls = mockApi(
      capTablesAs('captable_viewer'),
      on(listLedgerRoute, () => ({
        results: [
          ledgerTx(),
          ledgerTx({
            seq: '2',
            id: 'TX-2',
            type: 'cancellation',
            body: { quantity: '1000', reason: 'Board decision' },
          }),
        ],
        count: 2,
      })),
    );
    const { router } = renderAcap('/acap/ledger', <Component />, '/acap/ledger?security_id=CS-1', 'captable_viewer');
    const table = await screen.findByRole('table', { name: 'Transaction ledger' });
    const row = await within(table).findByRole('row', { name: /Cancellation/ });
    expect(row).toHaveTextContent('Quantity 1,000 · Reason Board decision');
    expect(within(row).getByRole('link', { name: 'CS-1' })).toHaveAttribute(
      'href',
      `/acap/securities/CS-1?company=${ISSUER_ID}`,
    );
    expect(lastQuery(calls)).toEqual({ page: '1', itemsPerPage: '10', security_id: 'CS-1' });
    expect(screen.getByLabelText('Security')).toHaveValue('CS-1');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Type'), 'Issuance');
    await user.type(screen.getByLabelText('From'), '01/01/2026');
    await user.tab();
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ type: 'issuance', from: '2026-01-01' }));
    expect(new URLSearchParams(router.state.location.search).get('from')).toBe('2026-01-01');
    expect(screen.getByRole('button', { name: 'Ledger CSV' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says how the first transaction comes when there is none', async () => {
    mockApi(
      capTablesAs('captable_viewer'),
      on(listLedgerRoute, () => ({ results: [], count: 0 })),
    );
    renderAcap('/acap/ledger', <Component />, '/acap/ledger', 'captable_viewer');
    expect(await screen.findByText(/No transactions yet/)).toBeInTheDocument();
  });
});
