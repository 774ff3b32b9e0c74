import {
  addMembershipRoute,
  changeMembershipRoleRoute,
  disableUserRoute,
  getProviderUserRoute,
  listTenantIssuersRoute,
  listTenantsRoute,
  sendPasswordLinkRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { tenantRow } from '#web/features/tenants-admin/test-data.ts';
import { ISSUER_ID, membership, providerUserDetail, QUAY_ID, USER_ID } from '#web/features/users-admin/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { UserPage } from './user-page.tsx';

const PROVIDER_ID = '8d4e5f6a-7b8c-4d90-8eaf-2a3b4c5d6e7f';
const staff = membership({
  tenant: { id: PROVIDER_ID, name: 'Platform', is_provider: true },
  role: 'trellis_operator',
  portal: 'trellis-admin',
});

function renderPage(role: string, detail = providerUserDetail()) {
  setSession(session({}, { current_role: role }));
  const calls = mockApi(
    on(getProviderUserRoute, () => ({ data: detail })),
    on(listTenantsRoute, () => ({
      count: 1,
      results: [tenantRow({ id: QUAY_ID, name: 'Quay Partners' })],
      next: null,
    })),
    on(listTenantIssuersRoute, () => ({ results: [{ id: ISSUER_ID, name: 'Acme Robotics' }] })),
  );
  const view = renderRoutes(
    [{ path: '/trellis-admin/users/:id', element: <UserPage /> }],
    `/trellis-admin/users/${USER_ID}`,
  );
  return { ...view, calls };
}

const rowOf = (text: string) => screen.getByRole('cell', { name: text }).closest('tr') as HTMLElement;

afterEach(() => clearSession());

describe('UserPage', () => {
  it('shows the user with memberships by tenant, and nothing to change to the operator', async () => {
    renderPage('trellis_operator');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(screen.getByText('ada@harbor.example.com')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(within(screen.getByText('Active sessions').parentElement as HTMLElement).getByText('2')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Memberships' })).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'TenantPortalRoleEntity or companySince',
      'Harbor FiduciaryFund adminFiduciary admin—02/03/2026',
      'Quay PartnersIssuerIssuer adminAcme Robotics02/03/2026',
    ]);
    for (const name of [
      /^Disable/,
      /^Send password link/,
      /^Reset second factor/,
      /^Add membership/,
      /^Change role/,
      /^Remove/,
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it('disables after a confirm that says every session ends', async () => {
    renderPage('trellis_admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable user' });
    expect(dialog).toHaveTextContent('Every session of theirs ends at once');
    mockApi(on(disableUserRoute, () => ({ data: providerUserDetail({ is_active: false, active_sessions: 0 }) })));
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByRole('button', { name: 'Enable' })).toBeInTheDocument();
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    expect(within(screen.getByText('Active sessions').parentElement as HTMLElement).getByText('0')).toBeInTheDocument();
  });

  it('says which password link was sent', async () => {
    renderPage('trellis_admin');
    mockApi(
      on(sendPasswordLinkRoute, () => ({
        detail: 'The invitation was sent again to ada@harbor.example.com.',
        kind: 'invitation' as const,
      })),
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send password link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The invitation was sent again to ada@harbor.example.com.',
    );
  });

  it('leaves provider roles to the superadmin', async () => {
    const detail = providerUserDetail({ memberships: [staff, membership()] });
    renderPage('trellis_admin', detail);
    await screen.findByRole('table', { name: 'Memberships' });
    expect(within(rowOf('Provider operator')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(rowOf('Fiduciary admin')).getByRole('button', { name: /^Change role/ })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add membership' }));
    await userEvent.setup().click(await screen.findByRole('combobox', { name: /Role/ }));
    expect(await screen.findByRole('option', { name: 'Issuer admin' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^Provider/ })).not.toBeInTheDocument();
  });

  it('lets the superadmin change a provider role', async () => {
    const detail = providerUserDetail({ memberships: [staff] });
    renderPage('trellis_superadmin', detail);
    const calls = mockApi(
      on(getProviderUserRoute, () => ({ data: detail })),
      on(changeMembershipRoleRoute, (req) => ({
        data: { ...detail, memberships: [{ ...staff, role: req.body.role }] },
      })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Change role: Provider operator in Platform' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role' });
    await user.click(within(dialog).getByRole('combobox', { name: /New role/ }));
    await user.click(await screen.findByRole('option', { name: 'Provider admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('cell', { name: 'Provider admin' })).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ role: 'trellis_admin' });
  });

  it('grants a provider role in the provider’s home, the acting user’s own fiduciary', async () => {
    renderPage('trellis_superadmin');
    const calls = mockApi(
      on(getProviderUserRoute, () => ({ data: providerUserDetail() })),
      on(listTenantsRoute, () => ({ count: 0, results: [], next: null })),
      on(addMembershipRoute, (req) => req.reply(201, { data: providerUserDetail() })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add membership' }));
    const form = await screen.findByRole('form', { name: 'Add membership' });
    await user.click(within(form).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Provider operator' }));
    expect(within(form).getByRole('textbox', { name: 'Tenant' })).toHaveValue(
      'Demo Fiduciary (provider roles are held here)',
    );
    await user.click(within(form).getByRole('button', { name: 'Add membership' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        tenant_id: FID_ID,
        role: 'trellis_operator',
        issuer_id: null,
      }),
    );
  });

  it('adds an issuer role with its company', async () => {
    renderPage('trellis_admin');
    const calls = mockApi(
      on(getProviderUserRoute, () => ({ data: providerUserDetail() })),
      on(listTenantsRoute, () => ({
        count: 1,
        results: [tenantRow({ id: QUAY_ID, name: 'Quay Partners' })],
        next: null,
      })),
      on(listTenantIssuersRoute, () => ({ results: [{ id: ISSUER_ID, name: 'Acme Robotics' }] })),
      on(addMembershipRoute, (req) => req.reply(201, { data: providerUserDetail() })),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add membership' }));
    const form = await screen.findByRole('form', { name: 'Add membership' });
    await user.click(within(form).getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Issuer viewer' }));
    await user.click(within(form).getByRole('button', { name: 'Add membership' }));
    expect(within(form).getByText('This field is required.')).toBeInTheDocument();
    expect(within(form).getByText('Choose the company this role works for.')).toBeInTheDocument();
    await user.click(within(form).getByRole('combobox', { name: /Tenant/ }));
    await user.click(await screen.findByRole('option', { name: 'Quay Partners' }));
    await user.click(within(form).getByRole('combobox', { name: /Company/ }));
    await user.click(await screen.findByRole('option', { name: 'Acme Robotics' }));
    await user.click(within(form).getByRole('button', { name: 'Add membership' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        tenant_id: QUAY_ID,
        role: 'issuer_viewer',
        issuer_id: ISSUER_ID,
      }),
    );
  });
});
