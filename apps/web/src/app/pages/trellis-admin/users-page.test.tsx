import { listProviderUsersRoute, listTenantsRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantRow } from '#web/features/tenants-admin/test-data.ts';
import { HARBOR_ID, providerUserRow } from '#web/features/users-admin/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { UsersPage } from './users-page.tsx';

const USERS = [
  providerUserRow(),
  providerUserRow({
    id: crypto.randomUUID(),
    email: 'new@quay.example.com',
    first_name: 'Nia',
    last_name: 'New',
    has_password: false,
    has_otp: true,
    tenants: ['Quay Partners'],
    tenant_count: 1,
  }),
  providerUserRow({ id: crypto.randomUUID(), first_name: 'Dan', last_name: 'Gone', is_active: false }),
];

function serve() {
  return mockApi(
    on(listProviderUsersRoute, () => ({ count: USERS.length, count_capped: false, results: USERS, next: null })),
    on(listTenantsRoute, () => ({ count: 1, results: [tenantRow({ id: HARBOR_ID })], next: null })),
  );
}

const renderPage = (path = '/trellis-admin/users') => {
  setSession(session({}, { current_role: 'trellis_operator' }));
  return renderRoutes([{ path: '/trellis-admin/users', element: <UsersPage /> }], path);
};

const userCalls = (calls: ReturnType<typeof serve>) =>
  calls
    .filter((c) => new URL(c.url, 'http://x').pathname.endsWith('/admin/users'))
    .map((c) => new URL(c.url, 'http://x').searchParams);

afterEach(() => clearSession());

describe('UsersPage', () => {
  it('lists users with their tenants, status and second factor', async () => {
    serve();
    renderPage();
    const table = await screen.findByRole('table', { name: 'Users' });
    const ada = (await within(table).findByRole('link', { name: 'Ada Lovelace' })).closest('tr') as HTMLElement;
    expect(within(ada).getByText('ada@harbor.example.com')).toBeInTheDocument();
    expect(within(ada).getByText('Harbor Fiduciary, Quay Partners +1')).toBeInTheDocument();
    expect(within(ada).getByText('Active')).toBeInTheDocument();
    expect(within(ada).getByText('Off')).toBeInTheDocument();
    const nia = within(table).getByRole('link', { name: 'Nia New' }).closest('tr') as HTMLElement;
    expect(within(nia).getByText('Invited')).toBeInTheDocument();
    expect(within(nia).getByText('On')).toBeInTheDocument();
    expect(within(table).getByText('Disabled')).toBeInTheDocument();
  });

  it('searches from 2 characters, once typing pauses, and filters by tenant', async () => {
    const calls = serve();
    renderPage();
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'Ada Lovelace' });
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'a');
    expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'd');
    await waitFor(() => expect(userCalls(calls).at(-1)?.get('search')).toBe('ad'));
    expect(userCalls(calls).filter((q) => q.get('search') === 'a')).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Fiduciary' }));
    await waitFor(() => expect(userCalls(calls).at(-1)?.get('tenant_id')).toBe(HARBOR_ID));
    expect(userCalls(calls).at(-1)?.get('search')).toBe('ad');
  });
});
