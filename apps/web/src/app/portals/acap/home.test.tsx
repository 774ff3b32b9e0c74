import { ownershipByStakeholderRoute, summaryRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { capTablesAs, renderAcap, seriousViolations } from '#web/app/pages/acap/acap-test-helpers.tsx';
import {
  capTableRow,
  ISSUER_ID,
  OTHER_ISSUER_ID,
  summary,
  VIEWER,
} from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { Component } from './home.tsx';

afterEach(() => clearSession());

const stakeholders = on(ownershipByStakeholderRoute, (req) => ({
  results: [
    {
      stakeholder_id: 'SH-1',
      name: 'Ada Founder',
      outstanding: '4000000',
      fully_diluted: '4000000',
      percent_fully_diluted: req.query.definition === 'FD' ? '80.0000' : '100.0000',
      by_kind: { CS: '4000000' },
    },
  ],
  count: 1,
  rounding: 'DL-DEFAULT R11',
}));

function render(role: string, path = '/acap/') {
  return renderAcap('/acap/', <Component />, path, role);
}

describe('Cap-table home', () => {
  it('shows the summary by class under the chosen definition, its text, the rounding rule and the top stakeholders', async () => {
    const calls = mockApi(
      capTablesAs('captable_viewer'),
      on(summaryRoute, (req) =>
        req.query.definition === 'OUTSTANDING_ONLY'
          ? {
              data: summary({
                definition: 'OUTSTANDING_ONLY',
                definition_text: 'Outstanding only: shares held by stockholders',
              }),
            }
          : { data: summary() },
      ),
      stakeholders,
    );
    const { router } = render('captable_viewer');
    const table = await screen.findByRole('table', { name: 'Ownership by class' });
    const common = within(table).getByRole('row', { name: /Common/ });
    expect(common).toHaveTextContent('10,000,000');
    expect(common).toHaveTextContent('80.0000%');
    expect(within(table).getByRole('row', { name: /Total/ })).toHaveTextContent('5,000,000');
    expect(screen.getByText(/Rounding: DL-DEFAULT R11 \(percent, 4 places, half up\)/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Stakeholders' })).toHaveTextContent('3');
    expect(await screen.findByRole('row', { name: /Ada Founder/ })).toHaveTextContent('Common stock 4,000,000');
    expect(screen.getByRole('button', { name: 'Summary CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stakeholders CSV' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);

    await userEvent.setup().selectOptions(screen.getByLabelText('Definition'), 'Outstanding only');
    expect(await screen.findByText(/Outstanding only: shares held by stockholders/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?definition=OUTSTANDING_ONLY');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/summary/stakeholders') && c.url.includes('OUTSTANDING_ONLY'))).toBe(
        true,
      ),
    );
  });

  it('sends a holder to their holdings', async () => {
    mockApi(capTablesAs('captable_viewer'));
    const { router } = render('holder');
    await waitFor(() => expect(router.state.location.pathname).toBe('/acap/holdings'));
  });

  it('tells an editor of an empty cap table what to do first, with links', async () => {
    mockApi(
      capTablesAs('captable_editor'),
      on(summaryRoute, () => ({
        data: summary({
          classes: [],
          securities: 0,
          stakeholders: 0,
          totals: { issued: '0', outstanding: '0', fully_diluted: '0' },
        }),
      })),
    );
    render('captable_editor');
    expect(await screen.findByRole('heading', { name: 'This cap table is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a stock class' })).toHaveAttribute(
      'href',
      `/acap/classes?company=${ISSUER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Add stakeholders' })).toHaveAttribute(
      'href',
      `/acap/stakeholders?company=${ISSUER_ID}`,
    );
  });

  it('tells a viewer of an empty cap table who starts it, without links', async () => {
    mockApi(
      capTablesAs('captable_viewer'),
      on(summaryRoute, () => ({ data: summary({ classes: [], securities: 0 }) })),
    );
    render('captable_viewer');
    expect(await screen.findByText(/An editor starts it/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create a stock class' })).not.toBeInTheDocument();
  });

  it('lets a member of several cap tables choose the company', async () => {
    const calls = mockApi(
      capTablesAs('captable_viewer', [
        capTableRow({
          issuer_id: OTHER_ISSUER_ID,
          company_name: 'Southwind Labs',
          my_roles: ['captable_viewer'],
          permissions: VIEWER,
        }),
      ]),
      on(summaryRoute, () => ({ data: summary() })),
      stakeholders,
    );
    const { router } = render('captable_viewer');
    expect(await screen.findByRole('heading', { name: 'Northwind Robotics', level: 1 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: 'Southwind Labs' }));
    expect(await screen.findByRole('heading', { name: 'Southwind Labs', level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?company=${OTHER_ISSUER_ID}`);
    await waitFor(() => expect(calls.some((c) => c.url.includes(`/companies/${OTHER_ISSUER_ID}/summary`))).toBe(true));
  });
});
