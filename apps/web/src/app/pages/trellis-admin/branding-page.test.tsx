import {
  getHostBrandingRoute,
  getTenantBrandingRoute,
  listTenantsRoute,
  putHostBrandingRoute,
  putTenantBrandingRoute,
  type TenantBranding,
  tenantRowSchema,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { hostBranding, TENANT_ID, tenantBranding } from '#web/features/branding-admin/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { BrandingPage } from './branding-page.tsx';

const tenantRow = tenantRowSchema.parse({
  id: TENANT_ID,
  slug: 'harbor',
  name: 'Harbor Fiduciary',
  mpid: 'HRBR',
  hosts: ['harbor.example.com', 'invest.harbor.example.com'],
  status: 'ACTIVE',
  suspended_on: null,
  suspend_reason: null,
  created_on: '2026-03-02T15:00:00Z',
  counts: { users: 3, investors: 1, opportunities: 0, open_deals: 0, storage_bytes: '0' },
});

/** The API of the screen: the tenant list, its branding, and a save answering what it was sent. */
function mockBranding(put?: Parameters<typeof on<typeof putTenantBrandingRoute.schema>>[1]) {
  return mockApi(
    on(listTenantsRoute, () => ({ count: 1, results: [tenantRow], next: null })),
    on(getTenantBrandingRoute, () => tenantBranding()),
    on(putTenantBrandingRoute, put ?? ((req) => ({ ...tenantBranding(), ...(req.body as Partial<TenantBranding>) }))),
    on(getHostBrandingRoute, ({ params }) => hostBranding(params.host)),
    on(putHostBrandingRoute, ({ params, body }) => hostBranding(params.host, body)),
  );
}

function renderPage(role: string, tenant: string | null = TENANT_ID) {
  setSession(session({}, { current_role: role }));
  const path = tenant ? `/trellis-admin/branding?tenant=${tenant}` : '/trellis-admin/branding';
  return renderRoutes(
    [
      { path: '/trellis-admin/branding', element: <BrandingPage /> },
      { path: '/trellis-admin/tenants', element: <p>Tenants list</p> },
    ],
    path,
  );
}

const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('tab', { name: new RegExp(`^${name}`) }));
  return screen.getByRole('tabpanel', { name: new RegExp(`^${name}`) });
};

afterEach(() => clearSession());

describe('BrandingPage', () => {
  it('asks for a tenant, then shows its branding read-only to the operator', async () => {
    mockBranding();
    const view = renderPage('trellis_operator', null);
    expect(await screen.findByText('Choose a tenant to see and change its branding.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Tenant' }));
    await user.click(await screen.findByRole('option', { name: 'Harbor Fiduciary' }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?tenant=${TENANT_ID}`));
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Harbor Fiduciary');
    expect(screen.getByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.getByText('Your role can view branding but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    const colours = await openTab(user, 'Colours');
    expect(within(colours).getByText('3.4:1 — below 4.5:1')).toBeInTheDocument();
    expect(within(colours).queryByRole('button', { name: /^Use #/ })).not.toBeInTheDocument();
  });

  it('offers the nearest compliant shade of a failing colour, and saves it', async () => {
    const calls = mockBranding();
    renderPage('trellis_admin');
    const user = userEvent.setup();
    const colours = await openTab(user, 'Colours');
    expect(within(colours).getByText('5.1:1 AA')).toBeInTheDocument();
    await user.click(within(colours).getByRole('button', { name: 'Use #00893c for Primary' }));
    expect(within(colours).getByLabelText('Primary')).toHaveValue('#00893c');
    expect(within(colours).getByText('4.5:1 AA')).toBeInTheDocument();
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/^Saved\. The tenant’s hosts show the new branding now\./)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain(`/admin/tenants/${TENANT_ID}/branding`);
    expect(put?.body).toMatchObject({ branding: { colors: { primary: '#00893c' } } });
  });

  it('checks fields before sending, and shows a refused field under it without losing the values', async () => {
    const calls = mockBranding(() =>
      apiError(400, 'public_branding.appTitles.issuers: should be at most 60 characters', 'BAD_REQUEST'),
    );
    renderPage('trellis_superadmin');
    const user = userEvent.setup();
    const links = await openTab(user, 'Links');
    const help = within(links).getByLabelText(/^Help address/);
    await user.clear(help);
    await user.type(help, 'desk@');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(links).findByText('Help Address is not valid email')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.type(help, 'harbor.test');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const doc = await screen.findByRole('tabpanel', { name: /^Public document/ });
    expect(await within(doc).findByText('should be at most 60 characters')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /^Public document/ })).toHaveAttribute('aria-selected', 'true');
    await openTab(user, 'Links');
    expect(within(links).getByLabelText(/^Help address/)).toHaveValue('desk@harbor.test');
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument();
  });

  it('draws the title being edited in the live preview', async () => {
    mockBranding();
    renderPage('trellis_admin');
    const user = userEvent.setup();
    const doc = await openTab(user, 'Public document');
    const title = within(doc).getByLabelText(/^Investor portal/);
    await user.clear(title);
    await user.type(title, 'Harbor Investors');
    const preview = screen.getByRole('figure', { name: 'Preview' });
    expect(within(preview).getAllByText('Harbor Investors').length).toBeGreaterThan(0);
  });

  it('saves one host’s override of the public document', async () => {
    const calls = mockBranding();
    renderPage('trellis_admin');
    const user = userEvent.setup();
    const hosts = await openTab(user, 'Hosts');
    const title = await within(hosts).findByLabelText(/^Investor portal/);
    expect(title).toHaveAttribute('placeholder', 'Digital Locker');
    await user.type(title, 'Harbor West');
    expect(
      within(screen.getByRole('figure', { name: /^Preview on harbor\.example\.com/ })).getAllByText('Harbor West')
        .length,
    ).toBeGreaterThan(0);
    await user.click(within(hosts).getByRole('button', { name: 'Save harbor.example.com' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url).toContain('/hosts/harbor.example.com/branding');
    expect(put?.body).toMatchObject({ appTitles: { 'digital-locker': 'Harbor West' } });
  });

  it('asks before leaving with unsaved changes', async () => {
    mockBranding();
    const view = renderPage('trellis_admin');
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    await user.type(name, ' Trust');
    void view.router.navigate('/trellis-admin/tenants');
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(view.router.state.location.pathname).toBe('/trellis-admin/branding');
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Harbor Fiduciary Trust');
    void view.router.navigate('/trellis-admin/tenants');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByText('Tenants list')).toBeInTheDocument();
  });
});
