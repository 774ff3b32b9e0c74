import { createIssuerOpportunityRoute, listCompaniesRoute } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { companyRow, ISSUER_ID } from '#web/features/issuer-company/test-data.ts';
import { issuerOpportunity } from '#web/features/issuer-opportunities/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OpportunityNewPage } from './opportunity-new-page.tsx';

function renderPage() {
  setSession(session({}, { current_role: 'issuer_editor', current_fiduciary_id: FID_ID }));
  return renderRoutes(
    [
      { path: '/issuers/opportunities/new', element: <OpportunityNewPage /> },
      { path: '/issuers/opportunities/:id', element: <h1>Opportunity page</h1> },
    ],
    '/issuers/opportunities/new',
  );
}

afterEach(() => clearSession());

describe('OpportunityNewPage', () => {
  it("shows spec 5's messages before any call: name and short description, size, minimum, dates", async () => {
    const calls = mockApi(on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })));
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'N'.repeat(51));
    await user.type(screen.getByLabelText('Short Description'), 'S'.repeat(51));
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findAllByText('should be at most 50 characters')).toHaveLength(2);
    expect(screen.getByText('Target Raise is required')).toBeInTheDocument();
    expect(screen.getByText('Minimum Investment is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Target Raise/), '0');
    await user.type(screen.getByLabelText(/^Minimum Investment/), '5');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('should be equals to or higher than 1')).toBeInTheDocument();

    await user.clear(screen.getByLabelText(/^Target Raise/));
    await user.type(screen.getByLabelText(/^Target Raise/), '1000');
    await user.clear(screen.getByLabelText(/^Minimum Investment/));
    await user.type(screen.getByLabelText(/^Minimum Investment/), '1000');
    await user.type(screen.getByLabelText('Start Date'), '09/30/2026');
    await user.type(screen.getByLabelText('End Date'), '06/01/2026');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));
    expect(await screen.findByText('Minimum Investment should be less than Target Raise')).toBeInTheDocument();
    expect(screen.getByText('End Date should be after Start Date')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('saves a draft with the share terms of its type and opens its page', async () => {
    const calls = mockApi(
      on(listCompaniesRoute, () => ({ results: [companyRow()], count: 1 })),
      on(createIssuerOpportunityRoute, (req) => req.reply(201, { data: issuerOpportunity({ name: req.body.name }) })),
    );
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), 'Northwind Series A');
    await user.click(screen.getByLabelText('Secondary'));
    await user.click(screen.getByLabelText('SPV'));
    await user.type(screen.getByLabelText(/^Target Raise/), '5000000');
    expect(screen.getByLabelText(/^Target Raise/)).toHaveValue('5,000,000');
    await user.type(screen.getByLabelText(/^Minimum Investment/), '25000');
    await user.type(screen.getByRole('combobox', { name: 'Sectors' }), 'Technology{Enter}');
    await user.selectOptions(screen.getByLabelText(/^Security type/), '5 · Convertible note');
    await user.type(screen.getByLabelText('Term'), '24');
    await user.selectOptions(screen.getByLabelText('Compound period'), 'Annually');
    const highlights = screen.getByRole('group', { name: 'Highlights' });
    await user.type(within(highlights).getByRole('textbox'), 'Profitable since 2024{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save as draft' }));

    expect(await screen.findByRole('heading', { name: 'Opportunity page' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      issuer_id: ISSUER_ID,
      name: 'Northwind Series A',
      short_desc: '',
      opportunity_type: 'SECONDARY',
      type: 'SPV',
      market: null,
      common_sector: ['Technology'],
      common_industry: [],
      stage: null,
      size: '5000000',
      minimum: '25000',
      pre: null,
      post: null,
      start_date: null,
      end_date: null,
      ticker: null,
      logo: null,
      security_terms: { type: 5, term: 24, compoundPeriod: 'Annually' },
      highlights: ['Profitable since 2024'],
    });
  });
});
