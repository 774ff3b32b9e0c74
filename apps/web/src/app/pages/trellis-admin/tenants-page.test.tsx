import { createTenantRoute, HOST_TAKEN, listTenantsRoute, SLUG_TAKEN } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TENANT_ID, tenantRow } from '#web/features/tenants-admin/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { TenantsPage } from './tenants-page.tsx';

const asRole = (role: string) => setSession(session({}, { current_role: role }));

const renderPage = (path = '/trellis-admin/tenants') =>
  renderRoutes(
    [
      { path: '/trellis-admin/tenants', element: <TenantsPage /> },
      { path: '/trellis-admin/tenants/:id', element: <p>Tenant page</p> },
    ],
    path,
  );

const listOf = (...rows: ReturnType<typeof tenantRow>[]) =>
  on(listTenantsRoute, () => ({ count: rows.length, results: rows, next: null }));

afterEach(() => clearSession());

describe('TenantsPage', () => {
  it('shows each tenant with its hosts, status, counts and storage, filtered from the address', async () => {
    asRole('trellis_admin');
    const calls = mockApi(
      listOf(tenantRow(), tenantRow({ id: crypto.randomUUID(), name: 'Quay', status: 'SUSPENDED' })),
    );
    renderPage('/trellis-admin/tenants?status=SUSPENDED&search=harb');
    const table = await screen.findByRole('table', { name: 'Tenants' });
    const harbor = (await within(table).findByRole('link', { name: 'Harbor Fiduciary' })).closest('tr') as HTMLElement;
    expect(within(harbor).getByText('harbor.example.com')).toBeInTheDocument();
    expect(within(harbor).getByText('+1 more')).toBeInTheDocument();
    expect(within(harbor).getByText('1,234')).toBeInTheDocument();
    expect(within(harbor).getByText('1.5 Gb')).toBeInTheDocument();
    expect(within(harbor).getByText('Active')).toBeInTheDocument();
    expect(within(table).getByText('Suspended')).toBeInTheDocument();
    const query = new URL(calls[0]?.url ?? '', 'http://x').searchParams;
    expect(query.get('status')).toBe('SUSPENDED');
    expect(query.get('search')).toBe('harb');
    expect(query.get('ordering')).toBe('name');
  });

  it('sorts by created date on the server', async () => {
    asRole('trellis_operator');
    const calls = mockApi(listOf(tenantRow()));
    renderPage();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Created/ }));
    await waitFor(() => expect(calls.at(-1)?.url).toContain('ordering=created'));
  });

  it('hides New tenant from the operator, who only reads', async () => {
    asRole('trellis_operator');
    mockApi(listOf(tenantRow()));
    renderPage();
    expect(await screen.findByRole('link', { name: 'Harbor Fiduciary' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New tenant' })).not.toBeInTheDocument();
  });

  it('says so when there is no tenant', async () => {
    asRole('trellis_admin');
    mockApi(on(listTenantsRoute, () => ({ count: 0, results: [], next: null })));
    renderPage();
    expect(await screen.findByText('No tenants yet.')).toBeInTheDocument();
  });

  it('creates a tenant: suggested short name, checks, a taken short name, then the tenant page', async () => {
    asRole('trellis_superadmin');
    const user = userEvent.setup();
    let attempt = 0;
    const calls = mockApi(
      listOf(),
      on(createTenantRoute, (req) => {
        attempt += 1;
        if (attempt === 1) return req.reply(409, { detail: SLUG_TAKEN, code: 'CONFLICT', reason: 'SLUG_TAKEN' });
        if (attempt === 2) return req.reply(409, { detail: HOST_TAKEN, code: 'CONFLICT', reason: 'HOST_TAKEN' });
        return req.reply(201, { data: tenantRow({ name: req.body.name, slug: req.body.slug, hosts: req.body.hosts }) });
      }),
    );
    const { router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'New tenant' }));
    const form = await screen.findByRole('form', { name: 'New tenant' });
    await user.click(within(form).getByRole('button', { name: 'Create tenant' }));
    expect(within(form).getAllByText('This field is required.')).toHaveLength(4);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByLabelText(/^Name/), 'Harbor Fiduciary');
    expect(within(form).getByLabelText(/^Short name/)).toHaveValue('harbor-fiduciary');
    await user.type(within(form).getByLabelText('Host 1'), 'bad host');
    expect(
      within(form).getByText('Enter a host name such as fund.example.com (letters, digits, dots and dashes).'),
    ).toBeInTheDocument();
    await user.clear(within(form).getByLabelText('Host 1'));
    await user.type(within(form).getByLabelText('Host 1'), 'harbor.example.com');
    await user.type(within(form).getByLabelText(/^Email/), 'ada@harbor.example.com');
    await user.type(within(form).getByLabelText(/^First name/), 'Ada');
    await user.type(within(form).getByLabelText(/^Last name/), 'Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Create tenant' }));
    expect(await within(form).findByText(SLUG_TAKEN)).toBeInTheDocument();

    await user.clear(within(form).getByLabelText(/^Short name/));
    await user.type(within(form).getByLabelText(/^Short name/), 'harbor');
    await user.click(within(form).getByRole('button', { name: 'Create tenant' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(HOST_TAKEN);

    await user.click(within(form).getByRole('button', { name: 'Create tenant' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/trellis-admin/tenants/${TENANT_ID}`));
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      name: 'Harbor Fiduciary',
      slug: 'harbor',
      mpid: null,
      hosts: ['harbor.example.com'],
      admin: { email: 'ada@harbor.example.com', first_name: 'Ada', last_name: 'Lovelace' },
    });
  });
});
