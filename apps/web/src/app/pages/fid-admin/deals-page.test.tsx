import { fidAdminListInvestmentsRoute, listFailedSealsRoute } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dealDetail } from '#web/features/deal-desk/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { DealsPage } from './deals-page.tsx';

const rows = [
  dealDetail({ status: 'DEAL_PENDING_REVIEW', status_label: 'Waiting for approval' }),
  dealDetail({
    id: '4e2d3c5b-6f70-4b81-9cad-1e2f3a4b5c6d',
    status: 'DEAL_DECLINED',
    status_label: 'Deal declined',
    status_color: 'red',
  }),
];

function renderPage(role: string, path = '/fid-admin/deals?status=DEAL_PENDING_REVIEW') {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
  const calls = mockApi(
    on(fidAdminListInvestmentsRoute, () => ({ count: rows.length, results: rows })),
    on(listFailedSealsRoute, () => ({ count: 0, results: [] })),
  );
  renderRoutes([{ path: '/fid-admin/deals', element: <DealsPage /> }], path);
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('DealsPage', () => {
  it('sends the ?status= of the dashboard link and shows each deal with its status colour', async () => {
    const calls = renderPage(FIDUCIARY_ROLES.DEAL_EXECUTOR);
    const table = await screen.findByRole('table', { name: 'Deals' });
    expect(await within(table).findByText('Waiting for approval')).toBeInTheDocument();
    const list = calls.find((c: RecordedCall) => c.url.includes('/fid-admin/investments')) as RecordedCall;
    expect(Object.fromEntries(new URL(list.url, 'http://app.test').searchParams)).toMatchObject({
      status: 'DEAL_PENDING_REVIEW',
      ordering: '-created_on',
    });
    expect(screen.getByText('Status: Waiting for approval')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /^Deal of Linden Park Capital LP/ })[0]).toHaveAttribute(
      'href',
      `/fid-admin/deals/${rows[0]?.id}`,
    );
    expect(await screen.findByRole('heading', { name: 'Failed seals' })).toBeInTheDocument();
  });

  it('shows no Failed seals panel to a role that may not retry seals', async () => {
    renderPage(FIDUCIARY_ROLES.FIDUCIARY_EDITOR, '/fid-admin/deals');
    await screen.findByRole('table', { name: 'Deals' });
    expect(screen.queryByRole('heading', { name: 'Failed seals' })).not.toBeInTheDocument();
  });
});
