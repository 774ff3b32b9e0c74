import {
  addTenantHostRoute,
  getTenantRoute,
  HOST_INVALID,
  HOST_TAKEN,
  reactivateTenantRoute,
  removeTenantHostRoute,
  suspendTenantRoute,
} from '@dl/contracts';
import { TENANT_SUSPENDED } from '@dl/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_ID, tenantRow } from '#web/features/tenants-admin/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { TenantPage } from './tenant-page.tsx';

const suspended = tenantRow({
  status: 'SUSPENDED',
  suspended_on: '2026-11-20T12:00:00Z',
  suspend_reason: 'Unpaid invoices',
});

function renderPage(role: string) {
  setSession(session({}, { current_role: role }));
  return renderRoutes(
    [{ path: '/trellis-admin/tenants/:id', element: <TenantPage /> }],
    `/trellis-admin/tenants/${TENANT_ID}`,
  );
}

afterEach(() => clearSession());

describe('TenantPage', () => {
  it('shows the details, counts as stat cards and hosts, and no change to the operator', async () => {
    mockApi(on(getTenantRoute, () => ({ data: tenantRow() })));
    renderPage('trellis_operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Harbor Fiduciary' })).toBeInTheDocument();
    expect(screen.getByText('HRBR')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Users' })).getByText('1,234')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Storage' })).getByText('1.5 Gb')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Hosts' })).getAllByRole('listitem')).toHaveLength(3);
    for (const name of ['Edit details', 'Suspend', 'Remove harbor.example.com', 'Add host'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('suspends with a reason, then shows the banner with the date and reason', async () => {
    const calls = mockApi(
      on(getTenantRoute, () => ({ data: tenantRow() })),
      on(suspendTenantRoute, (req) => ({ data: { ...suspended, suspend_reason: req.body.reason } })),
    );
    renderPage('trellis_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Harbor Fiduciary' });
    const ok = within(dialog).getByRole('button', { name: 'Suspend' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Unpaid invoices');
    await user.click(ok);
    expect(await screen.findByText('Suspended on 11/20/2026')).toBeInTheDocument();
    expect(screen.getByText('Unpaid invoices')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(TENANT_SUSPENDED.slice(0, 30)))).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Unpaid invoices' });
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
  });

  it('reactivates a suspended tenant after a confirm', async () => {
    const calls = mockApi(
      on(getTenantRoute, () => ({ data: suspended })),
      on(reactivateTenantRoute, () => ({ data: tenantRow() })),
    );
    renderPage('trellis_superadmin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate tenant' });
    await user.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(screen.queryByText(/^Suspended on/)).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('checks a new host, shows a host taken by another tenant, and removes one after a confirm', async () => {
    let added = 0;
    const calls = mockApi(
      on(getTenantRoute, () => ({ data: tenantRow() })),
      on(addTenantHostRoute, () => {
        added += 1;
        return added === 1 ? apiError(409, HOST_TAKEN, 'CONFLICT') : { data: tenantRow() };
      }),
      on(removeTenantHostRoute, ({ params }) => ({
        data: tenantRow({ hosts: tenantRow().hosts.filter((h) => h !== params.host) }),
      })),
    );
    renderPage('trellis_admin');
    const user = userEvent.setup();
    const input = await screen.findByLabelText('New host');
    await user.type(input, 'not a host');
    await user.click(screen.getByRole('button', { name: 'Add host' }));
    expect(screen.getByText(HOST_INVALID)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Taken.Example.com');
    await user.click(screen.getByRole('button', { name: 'Add host' }));
    expect(await screen.findByText(HOST_TAKEN)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ host: 'taken.example.com' });

    await user.click(screen.getByRole('button', { name: 'Remove old.harbor.example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove host' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('old.harbor.example.com')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'DELETE')?.url).toMatch(/\/hosts\/old\.harbor\.example\.com$/);
  });
});
