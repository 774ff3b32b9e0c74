import {
  getIssuerOpportunityRoute,
  type IssuerOpportunity,
  rejectIssuerOpportunityRoute,
  sendIssuerOpportunityRoute,
} from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { issuerOpportunity, OPPORTUNITY_ID } from '#web/features/issuer-opportunities/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OpportunityPage } from './opportunity-page.tsx';

function renderPage(role = 'issuer_admin') {
  setSession(session({}, { current_role: role, current_fiduciary_id: FID_ID }));
  return renderRoutes(
    [{ path: '/issuers/opportunities/:id', element: <OpportunityPage /> }],
    `/issuers/opportunities/${OPPORTUNITY_ID}`,
  );
}

const BUTTONS = ['Edit', 'Send for review', 'Approve', 'Reject', 'Close'];

afterEach(() => clearSession());

describe('OpportunityPage', () => {
  it.each<[IssuerOpportunity['actions'], string[]]>([
    [
      ['edit', 'send'],
      ['Edit', 'Send for review'],
    ],
    [
      ['approve', 'reject'],
      ['Approve', 'Reject'],
    ],
    [['close'], ['Close']],
    [[], []],
  ])('with actions %j shows exactly %j', async (actions, shown) => {
    mockApi(on(getIssuerOpportunityRoute, () => ({ data: issuerOpportunity({ actions }) })));
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Series A' })).toBeInTheDocument();
    const present = BUTTONS.filter((name) => screen.queryByRole(name === 'Edit' ? 'link' : 'button', { name }));
    expect(present).toEqual(shown);
  });

  it('shows every field read, money and dates per spec 9, and the share terms in words', async () => {
    mockApi(on(getIssuerOpportunityRoute, () => ({ data: issuerOpportunity() })));
    renderPage();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(details).toHaveTextContent('$5,000,000');
    expect(details).toHaveTextContent('$25,000');
    expect(details).toHaveTextContent('09/30/2026');
    expect(screen.getByRole('region', { name: /^Share terms/ })).toHaveTextContent('Price per share$1.25');
    expect(screen.getByRole('tab', { name: 'Documents' })).toBeInTheDocument();
  });

  it("says where a send goes (the company's approver first when it requires one), then shows the new status", async () => {
    const calls = mockApi(
      on(getIssuerOpportunityRoute, () => ({ data: issuerOpportunity({ requires_internal_approval: true }) })),
      on(sendIssuerOpportunityRoute, () => ({
        data: issuerOpportunity({
          status: 'Ready for Review',
          issuer_review: 'PENDING',
          requires_internal_approval: true,
          actions: [],
        }),
      })),
    );
    renderPage('issuer_editor');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send for review' });
    expect(dialog).toHaveTextContent("goes to your company's opportunity approver first");
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Ready for Review')).toBeInTheDocument();
    expect(screen.getAllByText('With our approver').length).toBeGreaterThan(0);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('rejects inside the company only with a reason, and shows the reason of a rejection', async () => {
    const calls = mockApi(
      on(getIssuerOpportunityRoute, () => ({
        data: issuerOpportunity({
          status: 'Ready for Review',
          issuer_review: 'PENDING',
          requires_internal_approval: true,
          edited_by_me: false,
          actions: ['approve', 'reject'],
        }),
      })),
      on(rejectIssuerOpportunityRoute, (req) => ({
        data: issuerOpportunity({
          issuer_review: 'REJECTED',
          requires_internal_approval: true,
          issuer_review_detail: {
            status: 'REJECTED',
            reason: req.body.reason,
            reviewed_by: { id: '0e1f2a3b-4c5d-4e6f-8a7b-9c0d1e2f3a4b', name: 'Avery Approver' },
            reviewed_on: '2026-05-03T09:00:00Z',
          },
          actions: [],
        }),
      })),
    );
    renderPage('issuer_opportunity_approver');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject opportunity' });
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Reason/), 'The minimum is too high');
    await user.click(ok);
    expect(await screen.findByText('The minimum is too high')).toBeInTheDocument();
    expect(screen.getByText(/Reviewed by Avery Approver/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'The minimum is too high' });
  });

  it("shows the fiduciary's rejection and its reason", async () => {
    mockApi(
      on(getIssuerOpportunityRoute, () => ({
        data: issuerOpportunity({
          approval_status: 'REJECTED',
          approval_label: 'Rejected',
          fiduciary_decision: {
            approval_status: 'REJECTED',
            approval_label: 'Rejected',
            rejection_reason: 'Add the audited accounts',
            reviewed_on: '2026-05-04T09:00:00Z',
          },
        }),
      })),
    );
    renderPage();
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(review).toHaveTextContent('Add the audited accounts');
    expect(review).toHaveTextContent('Rejected');
  });
});
