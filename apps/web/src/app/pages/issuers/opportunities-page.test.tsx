import { listCompaniesRoute, listIssuerOpportunitiesRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRow, VIEWER_PERMISSIONS } from '#web/features/issuer-company/test-data.ts';
import { issuerOpportunity } from '#web/features/issuer-opportunities/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OpportunitiesPage } from './opportunities-page.tsx';

function renderPage(role = 'issuer_editor', path = '/issuers/opportunities') {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
  return renderRoutes([{ path: '/issuers/opportunities', element: <OpportunitiesPage /> }], path);
}

const lastQuery = (calls: { method: string; url: string }[]) => {
  const list = calls.filter((c) => c.method === 'GET' && c.url.includes('/issuers/opportunities'));
  return new URL(list.at(-1)?.url ?? '', 'http://x').searchParams;
};

afterEach(() => clearSession());

describe('OpportunitiesPage', () => {
  it('asks for a page with itemsPerPage, then the filters of the dialog by their spec 7 names', async () => {
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(listIssuerOpportunitiesRoute, () => ({ results: [issuerOpportunity()], count: 1, next: null })),
    );
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByRole('link', { name: 'Northwind Series A' })).toHaveAttribute(
      'href',
      '/issuers/opportunities/7b8c9d0e-1f2a-4b3c-8d4e-5f6a7b8c9d0e',
    );
    expect(Object.fromEntries(lastQuery(calls))).toEqual({ page: '1', itemsPerPage: '10' });

    await user.selectOptions(screen.getByLabelText('Rows per page'), 'All');
    await waitFor(() => expect(lastQuery(calls).get('itemsPerPage')).toBe('10000000'));

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    await user.type(within(dialog).getByLabelText('Name'), 'north');
    await user.selectOptions(within(dialog).getByLabelText('Type'), 'Primary');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Ready for Review');
    await user.selectOptions(within(dialog).getByLabelText('Dismissed'), 'Not dismissed');
    await user.selectOptions(within(dialog).getByLabelText('Structure'), 'SPV');
    await user.type(within(dialog).getByLabelText('Minimum from'), '5000');
    await user.type(within(dialog).getByLabelText('Market'), 'Industrial');
    expect(within(dialog).queryByLabelText('Issuer name')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() =>
      expect(Object.fromEntries(lastQuery(calls))).toEqual({
        page: '1',
        itemsPerPage: '10000000',
        opportunity_name: 'north',
        is_primary: 'true',
        status: 'Ready for Review',
        is_dismissed: 'false',
        minimum_gte: '5000',
        issuer_market_id: 'Industrial',
        opportunity_type_id: 'SPV',
      }),
    );
    expect(screen.getByRole('list', { name: 'Active filters' })).toHaveTextContent('Minimum from: $5,000');
    expect(screen.getByRole('link', { name: 'New opportunity' })).toHaveAttribute('href', '/issuers/opportunities/new');
  });

  it('starts from the status in the address, filters by issuer name for several companies', async () => {
    const calls = mockApi(
      on(listCompaniesRoute, () => ({
        results: [companyRow(), companyRow({ id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70', name: 'Southwind' })],
        count: 2,
      })),
      on(listIssuerOpportunitiesRoute, () => ({ results: [issuerOpportunity()], count: 1, next: null })),
    );
    renderPage('issuer_admin', '/issuers/opportunities?status=Created');
    const user = userEvent.setup();
    expect(await screen.findByText(/Northwind Robotics · Primary · General/)).toBeInTheDocument();
    expect(lastQuery(calls).get('status')).toBe('Created');
    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    await user.type(within(dialog).getByLabelText('Issuer name'), 'South');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastQuery(calls).get('issuer_name')).toBe('South'));
  });

  it('shows a viewer the empty state without New opportunity', async () => {
    mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow({ permissions: VIEWER_PERMISSIONS })], count: 1 })),
      on(listIssuerOpportunitiesRoute, () => ({ results: [], count: 0, next: null })),
    );
    renderPage('issuer_viewer');
    expect(await screen.findByText('No opportunities yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New opportunity' })).not.toBeInTheDocument();
  });
});
