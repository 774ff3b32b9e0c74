import { getOpportunityReviewRoute, listOpportunityAccessRoute, setOpportunityAccessRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { approvalInfo, OPP_ID, reviewOf } from '#web/features/opportunity-approval/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { OpportunityPage } from './opportunity-page.tsx';

const AVERY = '71111111-2222-4333-8444-555555555555';

function show(role: string) {
  setSession(session({}, { current_role: role }));
  renderRoutes(
    [{ path: '/fid-admin/opportunities/:id', element: <OpportunityPage /> }],
    `/fid-admin/opportunities/${OPP_ID}`,
  );
  return userEvent.setup();
}

afterEach(() => clearSession());

describe('fund-admin OpportunityPage', () => {
  it('previews the opportunity as investors see it; a viewer gets no decision and no access panel', async () => {
    mockApi(
      on(getOpportunityReviewRoute, () => ({
        data: reviewOf(approvalInfo({ can_approve: false, can_reject: false })),
      })),
    );
    show('fiduciary_admin_viewer');
    expect(await screen.findByRole('heading', { name: 'Northwind Series B' })).toBeInTheDocument();
    expect(screen.getByText('Investor preview')).toBeInTheDocument();
    expect(screen.getByText('Key terms')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByText('Investor access')).not.toBeInTheDocument();
  });

  it('lets an approver grant access one by one', async () => {
    const bodies: unknown[] = [];
    mockApi(
      on(getOpportunityReviewRoute, () => ({ data: reviewOf(approvalInfo()) })),
      on(listOpportunityAccessRoute, () => ({
        count: 1,
        next: null,
        results: [
          {
            entity_id: AVERY,
            name: 'Avery Investor',
            entity_type: 'INDIVIDUAL',
            tags: [],
            status: null,
            modified_on: null,
          },
        ],
        summary: { NONE: 1 },
        entity_tags: [],
      })),
      on(setOpportunityAccessRoute, (req) => {
        bodies.push(req.body);
        return { data: { status: 'APPROVED' as const, matched: 1, changed: 1 } };
      }),
    );
    const user = show('opportunity_approver');
    expect(await screen.findByRole('button', { name: 'Approve' })).toBeEnabled();
    const table = await screen.findByRole('table', { name: 'Investor access' });
    await user.click(await within(table).findByRole('button', { name: 'Grant access to Avery Investor' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'APPROVED', scope: 'ENTITIES', entity_ids: [AVERY] }]));
  });
});
