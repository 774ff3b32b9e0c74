import { issueSecuritiesRoute, listSecuritiesRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ISSUER_ID, MISSING, securityRow } from '#web/features/captable/securities/test-data.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { type CapRole, capTablesAs, renderAcap, seriousViolations } from './acap-test-helpers.tsx';
import { Component } from './securities-page.tsx';

const ROWS = [
  securityRow({ id: 'CS-1', status: 'draft', readiness: MISSING }),
  securityRow({
    id: 'CS-2',
    status: 'draft',
    readiness: { label: 'Ready to be issued', ready: true, missing: [] },
  }),
  securityRow({ id: 'OP-1', kind: 'OP', status: 'issued', quantity: '12000', price: '0.25' }),
];

function render(role: CapRole, path = '/acap/securities') {
  return renderAcap('/acap/securities', <Component />, path, role);
}

const lastQuery = (calls: { method: string; url: string }[]) => {
  const list = calls.filter((c) => c.method === 'GET' && c.url.includes('/securities'));
  return Object.fromEntries(new URL(list.at(-1)?.url ?? '', 'http://x').searchParams);
};

afterEach(() => clearSession());

describe('Securities page', () => {
  it('filters by status and kind from the address and keeps them there', async () => {
    const calls = mockApi(
      capTablesAs('captable_viewer'),
      on(listSecuritiesRoute, () => ({ results: ROWS, count: 3 })),
    );
    const { router } = render('captable_viewer', '/acap/securities?status=draft');
    expect(await screen.findByRole('link', { name: 'CS-1' })).toHaveAttribute(
      'href',
      `/acap/securities/CS-1?company=${ISSUER_ID}`,
    );
    expect(lastQuery(calls)).toEqual({ page: '1', itemsPerPage: '10', status: 'draft' });
    await userEvent.setup().selectOptions(screen.getByLabelText('Kind'), 'Option');
    await waitFor(() => expect(lastQuery(calls)).toMatchObject({ status: 'draft', kind: 'OP' }));
    expect(router.state.location.search).toBe('?status=draft&kind=OP');
  });

  it('shows a viewer no Issue, no New security and no selection', async () => {
    mockApi(
      capTablesAs('captable_viewer'),
      on(listSecuritiesRoute, () => ({ results: ROWS, count: 3 })),
    );
    render('captable_viewer');
    await screen.findByRole('link', { name: 'CS-1' });
    expect(screen.queryByRole('button', { name: /^Issue/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New security' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Securities CSV' })).toBeEnabled();
    expect(await seriousViolations()).toEqual([]);
  });

  it('gives an editor New security but not Issue', async () => {
    mockApi(
      capTablesAs('captable_editor'),
      on(listSecuritiesRoute, () => ({ results: ROWS, count: 3 })),
    );
    render('captable_editor');
    expect(await screen.findByRole('link', { name: 'New security' })).toHaveAttribute(
      'href',
      `/acap/securities/new?company=${ISSUER_ID}`,
    );
    expect(screen.queryByRole('button', { name: /^Issue/ })).not.toBeInTheDocument();
  });

  it('shows what a draft misses from its badge', async () => {
    mockApi(
      capTablesAs('captable_viewer'),
      on(listSecuritiesRoute, () => ({ results: ROWS, count: 3 })),
    );
    render('captable_viewer');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Missing Information for CS-1/ }));
    expect(await screen.findByText('Securities law exemption')).toBeInTheDocument();
    expect(screen.getByText('Price per share')).toBeInTheDocument();
  });

  it('lets an administrator issue the chosen drafts, and lists what each misses when refused', async () => {
    let answer: 'refuse' | 'issue' = 'refuse';
    const calls = mockApi(
      capTablesAs('captable_admin'),
      on(listSecuritiesRoute, () => ({ results: ROWS, count: 3 })),
      on(issueSecuritiesRoute, (req) =>
        answer === 'refuse'
          ? apiError(409, 'CS-1 is missing: Securities law exemption, Price per share.')
          : { issued: req.body.security_ids },
      ),
    );
    render('captable_admin');
    const user = userEvent.setup();
    await screen.findByRole('link', { name: 'CS-1' });
    expect(screen.getByRole('button', { name: 'Issue' })).toBeDisabled();
    expect(screen.queryByRole('checkbox', { name: 'Select OP-1' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select CS-1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select CS-2' }));
    await user.click(screen.getByRole('button', { name: 'Issue (2)' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nothing was issued');
    expect(alert).toHaveTextContent('CS-1 is missing');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('CS-1: Securities law exemption, Price per share');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ security_ids: ['CS-1', 'CS-2'] });

    answer = 'issue';
    await user.click(screen.getByRole('checkbox', { name: 'Select CS-1' }));
    await user.click(screen.getByRole('button', { name: 'Issue (1)' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ security_ids: ['CS-2'] });
  });

  it('says what to do first when there are no securities', async () => {
    mockApi(
      capTablesAs('captable_editor'),
      on(listSecuritiesRoute, () => ({ results: [], count: 0 })),
    );
    render('captable_editor');
    expect(await screen.findByText('No securities yet')).toBeInTheDocument();
  });
});
