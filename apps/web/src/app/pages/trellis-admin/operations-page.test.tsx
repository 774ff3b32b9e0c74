import { listAuditRoute, listJobsRoute, listTenantsRoute, retryJobRoute, verifyAuditChainRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OperationsPage } from './operations-page.tsx';

const JOB = {
  id: '11111111-2222-4333-8444-555555555555',
  kind: 'email.send',
  state: 'failed' as const,
  fiduciary_id: null,
  attempts: 5,
  max_attempts: 5,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  created_on: '2026-11-27T10:00:00Z',
  start_after: '2026-11-27T10:00:00Z',
  completed_on: '2026-11-27T10:05:00Z',
};
const ROW = {
  id: '42',
  fiduciary_id: null,
  actor: { id: '21111111-2222-4333-8444-555555555555', email: 'provider@demo.test' },
  kind: 'tenant_created',
  subject: null,
  data: { name: 'Fund A' },
  created_on: '2026-11-27T10:00:00Z',
  hash: 'abc',
  prev_hash: null,
};

const render = (path: string) =>
  renderRoutes([{ path: '/trellis-admin/operations', element: <OperationsPage /> }], path);
afterEach(() => clearSession());

describe('OperationsPage', () => {
  it('lists a failed job with its error and retries it', async () => {
    setSession(session({}, { current_role: 'trellis_operator' }));
    const retried: string[] = [];
    mockApi(
      on(listJobsRoute, () => ({ results: [JOB] })),
      on(retryJobRoute, ({ params }) => {
        retried.push(params.id);
        return { detail: 'The job will run again.' };
      }),
    );
    render('/trellis-admin/operations');
    const table = await screen.findByRole('table', { name: 'Jobs' });
    expect(await within(table).findByText(JOB.error)).toBeInTheDocument();
    expect(within(table).getByText('5 of 5')).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: `Retry email.send ${JOB.id}` }));
    await waitFor(() => expect(retried).toEqual([JOB.id]));
  });

  it('verifies the chain and names the first altered row', async () => {
    setSession(session({}, { current_role: 'trellis_admin' }));
    mockApi(
      on(listTenantsRoute, () => ({ count: 0, results: [], next: null })),
      on(listAuditRoute, () => ({ count: 1, results: [ROW], next: null })),
      on(verifyAuditChainRoute, () => ({ checked: 41, broken: { id: '42', reason: 'hash' as const } })),
    );
    render('/trellis-admin/operations?tab=audit');
    expect(await screen.findByText('tenant_created')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Verify chain' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The chain is broken');
    expect(alert).toHaveTextContent('Row 42 was altered');
  });
});
