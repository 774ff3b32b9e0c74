import { listCompaniesRoute, updateCompanyRoute } from '@dl/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRow, OTHER_ISSUER_ID, VIEWER_PERMISSIONS } from '#web/features/issuer-company/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { CompanyPage } from './company-page.tsx';

function renderPage(role = 'issuer_admin', path = '/issuers/company') {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
  return renderRoutes([{ path: '/issuers/company', element: <CompanyPage /> }], path);
}

afterEach(() => clearSession());

describe('CompanyPage', () => {
  it("shows spec 5's messages for the required address fields and the employees, before any call", async () => {
    const calls = mockApi(on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })));
    renderPage();
    const user = userEvent.setup();
    const line1 = await screen.findByLabelText(/^Line 1/);
    await user.clear(line1);
    await user.clear(screen.getByLabelText(/^City/));
    await user.clear(screen.getByLabelText(/^Postal/));
    await user.clear(screen.getByLabelText(/^Country/));
    const employees = screen.getByLabelText(/^Employees/);
    await user.clear(employees);
    await user.type(employees, '12a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    for (const message of [
      'Line 1 is required',
      'City is required',
      'Postal is required',
      'Country is required',
      'should be numbers only.',
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('saves the details and shows a field the server refuses under it', async () => {
    let saves = 0;
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(updateCompanyRoute, (req) => {
        saves += 1;
        if (saves === 1) return apiError(400, 'address.postal: Postal should be at most 20 characters', 'BAD_REQUEST');
        return { data: companyRow({ name: req.body.name }) };
      }),
    );
    renderPage();
    const user = userEvent.setup();
    const name = await screen.findByLabelText(/^Name/);
    await user.clear(name);
    await user.type(name, 'Northwind Labs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Postal should be at most 20 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = calls.filter((c) => c.method === 'PATCH')[1]?.body as Record<string, unknown>;
    expect(body.name).toBe('Northwind Labs');
    expect(body.requires_internal_approval).toBe(false);
    expect(body.address).toMatchObject({ line1: '500 Congress Ave', line2: null, postal: '78701' });
  });

  it('is read only for a viewer: no Save, no image upload, no approval rule', async () => {
    mockApi(
      on(listCompaniesRoute, () => ({
        results: [companyRow({ permissions: VIEWER_PERMISSIONS, my_roles: ['issuer_viewer'] })],
        count: 1,
      })),
    );
    renderPage('issuer_viewer');
    expect(await screen.findByLabelText(/^Name/)).toHaveAttribute('readonly');
    expect(screen.getByText("Your role can view the company's details but not change them.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload logo' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Require our own approval before the fiduciary')).not.toBeInTheDocument();
  });

  it('shows the approval rule to an administrator and the company chosen in the address', async () => {
    mockApi(
      on(listCompaniesRoute, () => ({
        results: [companyRow(), companyRow({ id: OTHER_ISSUER_ID, name: 'Southwind Energy' })],
        count: 2,
      })),
    );
    renderPage('issuer_admin', `/issuers/company?company=${OTHER_ISSUER_ID}`);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Southwind Energy');
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Southwind Energy');
    expect(screen.getByLabelText('Require our own approval before the fiduciary')).not.toBeChecked();
    for (const label of ['Upload logo', 'Upload small logo', 'Upload background image'])
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
  });
});
