import { listPendingActionsRoute, type PendingAction, pendingActionSchema } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { PendingActionsCard } from './pending-actions-card.tsx';

const id = (n: number) => `90000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const action = (n: number): PendingAction =>
  pendingActionSchema.parse({
    kind: n % 2 ? 'CONFIRM_PAYMENT' : 'SIGN_DOCUMENT',
    subject_id: id(n),
    payment_id: n % 2 ? id(100 + n) : null,
    text: `Action ${n}`,
    amount: null,
    opportunity: null,
    since: '2026-11-20T08:00:00Z',
    navigate_to: n % 2 ? 'Transaction' : 'Documents',
    resource_id: n % 2 ? id(n) : null,
  });
const ALL = [1, 2, 3, 4, 5].map(action);

describe('PendingActionsCard', () => {
  it('lists the first 3 pending actions of GET investors/actions with their count, See All leading to all of them', async () => {
    const calls = mockApi(
      on(listPendingActionsRoute, ({ query }) => ({ count: ALL.length, results: ALL.slice(0, Number(query.limit)) })),
    );
    renderWithRouter(<PendingActionsCard fidId={FID_ID} />);
    const card = await screen.findByRole('region', { name: /Actions/ });
    expect(await within(card).findByText('Action 1')).toBeInTheDocument();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByLabelText('5 pending')).toHaveTextContent('5');
    expect(within(card).getByRole('link', { name: 'Action 1' })).toHaveAttribute(
      'href',
      `/digital-locker/transact/${id(1)}`,
    );
    expect(within(card).getByRole('link', { name: 'Action 2' })).toHaveAttribute('href', '/digital-locker/documents');
    expect(calls[0]?.url).toBe(`/api/v1/fid/${FID_ID}/investors/actions?page=1&limit=3`);
    // See All leads where the bell's does: the Notifications page lists every action.
    expect(within(card).getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/digital-locker/notifications',
    );
  });

  it("says 'You have no actions' when there are none", async () => {
    mockApi(on(listPendingActionsRoute, () => ({ count: 0, results: [] })));
    renderWithRouter(<PendingActionsCard fidId={FID_ID} />);
    expect(await screen.findByText('You have no actions')).toBeInTheDocument();
  });
});
