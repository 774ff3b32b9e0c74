import {
  listProviderNoticesRoute,
  listTenantsRoute,
  type ProviderNotice,
  publishSystemNotificationRoute,
  withdrawSystemNotificationRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { SystemNotificationsAdminPage } from './system-notifications-page.tsx';

const LIVE: ProviderNotice = {
  id: '11111111-2222-4333-8444-555555555555',
  title: 'Planned maintenance',
  kind: 'Maintenance',
  severity: 'Severity 1',
  message_details: { details: 'Sunday 02:00-03:00 UTC' },
  reported_at: '2026-11-27T10:00:00Z',
  status: 'LIVE',
  all_tenants: true,
  tenants: [],
  starts_on: '2026-11-27T10:00:00Z',
  ends_on: null,
  withdrawn_on: null,
  created_by: null,
};

const asRole = (role: string) => setSession(session({}, { current_role: role }));
const renderPage = () =>
  renderRoutes(
    [{ path: '/trellis-admin/system-notifications', element: <SystemNotificationsAdminPage /> }],
    '/trellis-admin/system-notifications',
  );
const tenants = on(listTenantsRoute, () => ({ count: 0, results: [], next: null }));

afterEach(() => clearSession());

describe('SystemNotificationsAdminPage', () => {
  it('lists notices with audience and status, publishes a new one for every tenant, and withdraws one', async () => {
    asRole('trellis_operator');
    const published: unknown[] = [];
    const withdrawn: string[] = [];
    mockApi(
      tenants,
      on(listProviderNoticesRoute, () => ({ count: 1, results: [LIVE] })),
      on(publishSystemNotificationRoute, ({ body }) => {
        published.push(body);
        return { data: { ...LIVE, id: '21111111-2222-4333-8444-555555555555', title: 'Incident' } };
      }),
      on(withdrawSystemNotificationRoute, ({ params }) => {
        withdrawn.push(params.id);
        return { data: { ...LIVE, status: 'WITHDRAWN' as const, withdrawn_on: '2026-11-27T11:00:00Z' } };
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'System notifications' });
    expect(await within(table).findByText('Planned maintenance')).toBeInTheDocument();
    expect(within(table).getByText('Every tenant')).toBeInTheDocument();
    expect(within(table).getByText('Live')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'New notice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/Title/), 'Incident');
    await userEvent.type(screen.getByLabelText(/Details/), 'Logins are slow.');
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toHaveLength(1));
    expect(published[0]).toMatchObject({ title: 'Incident', tenant_ids: [], starts_on: null, ends_on: null });

    await userEvent.click(screen.getByRole('button', { name: 'Withdraw Planned maintenance' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toEqual([LIVE.id]));
  });

  it('shows no publishing buttons to a role without the action', async () => {
    asRole('fiduciary_admin');
    mockApi(
      tenants,
      on(listProviderNoticesRoute, () => ({ count: 1, results: [LIVE] })),
    );
    renderPage();
    expect(await screen.findByText('Planned maintenance')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New notice' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
