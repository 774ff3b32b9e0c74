import { listApprovalQueueRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { queueItem } from '../test-data.ts';
import { ApprovalQueue } from './approval-queue.tsx';

const SENT = queueItem({
  id: '41111111-2222-4333-8444-555555555555',
  name: 'Cobalt Health Mezzanine',
  status: 'Ready for Review',
  approval_status: 'NA',
  approval_label: 'Sent',
});

function show(path = '/fid-admin/opportunities') {
  renderRoutes([{ path: '/fid-admin/opportunities', element: <ApprovalQueue fidId={FID_ID} /> }], path);
  return userEvent.setup();
}

describe('ApprovalQueue', () => {
  it('asks for the pending ones first (the dashboard’s link) and shows the spec’s labels', async () => {
    const queries: Array<string | undefined> = [];
    mockApi(
      on(listApprovalQueueRoute, (req) => {
        queries.push(req.query.approval);
        return { count: 2, results: [queueItem({ edited_by_me: true }), SENT], next: null };
      }),
    );
    show();
    const table = await screen.findByRole('table', { name: 'Opportunities for approval' });
    expect(queries[0]).toBe('PENDING');
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Northwind Series B' })).toHaveAttribute(
      'href',
      '/fid-admin/opportunities/31111111-2222-4333-8444-555555555555',
    );
    expect(within(rows[1] as HTMLElement).getByText('Pending')).toBeInTheDocument();
    expect(
      within(rows[1] as HTMLElement).getByRole('img', { name: 'You edited this opportunity' }),
    ).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Sent')).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByText('Ready for Review')).toBeInTheDocument();
  });

  it('filters by approval from the address and from the control', async () => {
    const queries: Array<string | undefined> = [];
    mockApi(
      on(listApprovalQueueRoute, (req) => {
        queries.push(req.query.approval);
        return { count: 1, results: [SENT], next: null };
      }),
    );
    const user = show('/fid-admin/opportunities?approval=NA');
    await screen.findByRole('table', { name: 'Opportunities for approval' });
    expect(queries[0]).toBe('NA');
    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(queries.at(-1)).toBeUndefined());
  });

  it('says when nothing waits', async () => {
    mockApi(on(listApprovalQueueRoute, () => ({ count: 0, results: [], next: null })));
    show();
    expect(await screen.findByText('Nothing waiting here')).toBeInTheDocument();
  });

  it('shows the server’s detail when the queue fails to load', async () => {
    mockApi(on(listApprovalQueueRoute, () => apiError(403, 'Your role does not allow this action.')));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your role does not allow this action.');
  });
});
