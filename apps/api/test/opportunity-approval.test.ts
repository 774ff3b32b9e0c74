import { approvalQueueSchema, opportunityReviewSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_REVIEW_OPPORTUNITIES } from '#api/seed/demo-approval.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { userIdOf } from './opportunities-fixtures.ts';
import {
  auditKinds,
  pendingOpportunity,
  type RoleKey,
  type Staff,
  staffByRole,
} from './opportunity-approval-fixtures.ts';

let t: TestApp, fid: string, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<RoleKey, Staff>;
let issuerUserId: string;

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffByRole(t, fid);
  other = await otherTenant(t);
  issuerUserId = await userIdOf(t.db, 'issuer@demo.test');
});
afterAll(() => t.close());

const base = (f = fid) => `/api/v1/fid/${f}/fid-admin/opportunities`;
const get = (who: Caller, path = '', f = fid) => t.app.inject({ url: `${base(f)}${path}`, headers: who.headers });
const post = (who: Caller, path: string, payload?: object, f = fid) =>
  t.app.inject({ method: 'POST', url: `${base(f)}${path}`, headers: who.headers, ...(payload ? { payload } : {}) });
const queue = async (who: Caller, query = '') => approvalQueueSchema.parse((await get(who, query)).json());
const review = async (who: Caller, id: string) => opportunityReviewSchema.parse((await get(who, `/${id}`)).json().data);

/** ADR 0026: who reads the queue and the preview, who approves or rejects. */
const READERS: RoleKey[] = ['FS', 'FA', 'OA', 'BD', 'AV'];
const APPROVERS: RoleKey[] = ['FS', 'FA', 'OA'];
const ALL: RoleKey[] = ['FS', 'FA', 'KYC', 'OA', 'DE', 'BD', 'SIG', 'ED', 'AV', 'INV'];

describe('GET fid-admin/opportunities (the queue)', () => {
  it.each(ALL)('%s: allowed as ADR 0026 says', async (role) => {
    const res = await get(staff[role], '?approval=PENDING');
    expect(res.statusCode).toBe(READERS.includes(role) ? 200 : 403);
  });

  it('lists what issuers sent, with the spec labels; drafts never sent stay out', async () => {
    const all = await queue(fidAdmin, '?limit=100');
    const byName = new Map(all.results.map((r) => [r.name, r]));
    // With the issuer's own approver (ADR 0030): not the fiduciary's yet.
    expect(byName.has('Cobalt Health Mezzanine')).toBe(false);
    expect(byName.get('Helio Grid Bridge')).toMatchObject({ status: 'Pending Review', approval_status: 'PENDING' });
    expect(byName.get('Northwind Series A')).toMatchObject({ status: 'Published', approval_label: 'Approved' });
    expect(byName.has('Lumen Ledger Angel Round')).toBe(false);
    expect(all.count).toBe(all.results.length);
  });

  it('filters by approval, lifecycle and name, pages and orders', async () => {
    const pending = await queue(fidAdmin, '?approval=PENDING&ordering=name');
    const names = pending.results.map((r) => r.name);
    for (const o of DEMO_REVIEW_OPPORTUNITIES) expect(names).toContain(o.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(pending.results.every((r) => r.approval_status === 'PENDING')).toBe(true);
    const closed = await queue(fidAdmin, '?status=Closed');
    expect(closed.results.map((r) => r.name)).toEqual(['Healthcare Secondaries II']);
    const named = await queue(fidAdmin, '?name=europe%20exp');
    expect(named.results.map((r) => r.name)).toEqual(['Northwind Europe Expansion']);
    const page = await queue(fidAdmin, '?approval=PENDING&ordering=name&limit=1&page=2');
    expect(page.results.map((r) => r.name)).toEqual([names[1]]);
    expect(page.count).toBe(pending.count);
  });

  it('marks what the caller edited', async () => {
    const rows = (await queue(fidAdmin, '?approval=PENDING')).results;
    expect(rows.find((r) => r.name === 'Northwind Europe Expansion')?.edited_by_me).toBe(true);
    expect(rows.find((r) => r.name === 'Northwind Series B')?.edited_by_me).toBe(false);
  });

  it('answers 400 naming the field for a bad filter, 404 in another tenant', async () => {
    const bad = await get(fidAdmin, '?approval=MAYBE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^approval: /);
    expect((await get(fidAdmin, '?ordering=size')).json().detail).toMatch(/^ordering: /);
    expect((await get(other.caller, '')).statusCode).toBe(404);
  });
});

describe('GET fid-admin/opportunities/{id} (the preview)', () => {
  it('shows the opportunity as investors will see it, with its approval', async () => {
    const id = await opportunityId(t, 'Northwind Series B');
    const data = await review(staff.OA, id);
    expect(data.opportunity).toMatchObject({ opp_id: id, name: 'Northwind Series B', status: 'Pending Review' });
    expect(data.opportunity.issuer.name).toBe('Northwind Robotics');
    expect(data.opportunity.documents.data_room_count).toBeGreaterThan(0);
    expect(data.opportunity.documents.nda).not.toBeNull();
    expect(data.opportunity.investor_state.actions).toEqual(['SIGN_NDA']);
    expect(data.approval).toMatchObject({
      approval_status: 'PENDING',
      approval_label: 'Pending',
      edited_by_me: false,
      can_approve: true,
      can_reject: true,
    });
    expect(data.tags).toEqual(['Robotics']);
  });

  it('tells a viewer they may not act, and an editor why they may not approve', async () => {
    const id = await opportunityId(t, 'Northwind Europe Expansion');
    expect((await review(staff.AV, id)).approval).toMatchObject({ can_approve: false, can_reject: false });
    expect((await review(fidAdmin, id)).approval).toMatchObject({
      edited_by_me: true,
      can_approve: false,
      can_reject: true,
    });
  });

  it('answers 404 for another tenant’s id or a missing one, 403 for a role without the queue', async () => {
    expect((await get(fidAdmin, `/${other.opportunityId}`)).statusCode).toBe(404);
    expect((await get(fidAdmin, '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(fidAdmin, '/not-a-uuid')).statusCode).toBe(400);
    expect((await get(staff.KYC, `/${other.opportunityId}`)).statusCode).toBe(403);
  });
});

describe('POST fid-admin/opportunities/{id}/approve', () => {
  it.each(ALL)('%s: allowed as ADR 0026 says', async (role) => {
    const o = await pendingOpportunity(t, fid, { editorIds: [issuerUserId] });
    const res = await post(staff[role], `/${o.id}/approve`);
    if (!APPROVERS.includes(role)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().detail).toBe(
        role === 'INV' ? 'You do not have permission to perform this action.' : 'Your role does not allow this action.',
      );
      return;
    }
    expect(res.statusCode).toBe(200);
    const data = opportunityReviewSchema.parse(res.json().data);
    expect(data.opportunity.status).toBe('Published');
    expect(data.approval).toMatchObject({
      approval_status: 'APPROVED',
      approval_label: 'Approved',
      can_approve: false,
    });
    expect(data.approval.reviewed_by?.id).toBe(staff[role].userId);
    expect(data.approval.reviewed_on).toEqual(expect.any(String));
    expect(await auditKinds(t, o.id)).toEqual(['opportunity_approved']);
  });

  it('refuses an editor of the opportunity (four eyes); another approver may approve it', async () => {
    const o = await pendingOpportunity(t, fid, { editorIds: [issuerUserId, staff.OA.userId] });
    const res = await post(staff.OA, `/${o.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'You edited this opportunity; another approver must review it.',
      code: 'CONFLICT',
      reason: 'FOUR_EYES_REQUIRED',
    });
    expect(await auditKinds(t, o.id)).toEqual([]);
    expect((await post(staff.FA, `/${o.id}/approve`)).statusCode).toBe(200);
  });

  it('refuses what is still with the issuer’s approver (Ready for Review, ADR 0030)', async () => {
    const o = await pendingOpportunity(t, fid, { status: 'Ready for Review' });
    for (const decision of ['approve', 'reject'] as const) {
      const res = await post(staff.OA, `/${o.id}/${decision}`, decision === 'reject' ? { reason: 'No' } : undefined);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        detail: `Cannot ${decision} while the opportunity is Ready for Review.`,
        code: 'CONFLICT',
        reason: 'TRANSITION_REFUSED',
      });
    }
    expect(await auditKinds(t, o.id)).toEqual([]);
  });

  it.each([
    ['Northwind Series A', 'Published'],
    ['Healthcare Secondaries II', 'Closed'],
    ['Lumen Ledger Angel Round', 'Created'],
  ])('refuses %s (%s) with the machine’s sentence', async (name, status) => {
    const res = await post(fidAdmin, `/${await opportunityId(t, name)}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: `Cannot approve while the opportunity is ${status}.`,
      code: 'CONFLICT',
      reason: 'TRANSITION_REFUSED',
    });
  });

  it('answers 404 for another tenant’s opportunity, whatever the caller', async () => {
    expect((await post(fidAdmin, `/${other.opportunityId}/approve`)).statusCode).toBe(404);
    expect((await post(other.caller, `/${await opportunityId(t, 'Northwind Series B')}/approve`)).statusCode).toBe(404);
  });

  it('publishes to the tenant’s investors: their list shows it on the next request', async () => {
    const o = await pendingOpportunity(t, fid, { editorIds: [issuerUserId] });
    const list = async () =>
      (
        await t.app.inject({
          url: `/api/v1/fid/${fid}/investors/opportunities?opportunity_name=${encodeURIComponent(o.name)}`,
          headers: investor.headers,
        })
      ).json() as { count: number; results: Array<{ opportunity: { opp_id: string } }> };
    const all = async () =>
      (await t.app.inject({ url: `/api/v1/fid/${fid}/investors/opportunities`, headers: investor.headers })).json()
        .count as number;
    const before = await all();
    expect((await list()).count).toBe(0);
    expect((await post(staff.OA, `/${o.id}/approve`)).statusCode).toBe(200);
    expect((await list()).results.map((r) => r.opportunity.opp_id)).toEqual([o.id]);
    expect(await all()).toBe(before + 1);
    const detail = await t.app.inject({
      url: `/api/v1/fid/${fid}/investors/opportunities/${o.id}`,
      headers: investor.headers,
    });
    expect(detail.statusCode).toBe(200);
  });
});

describe('POST fid-admin/opportunities/{id}/reject', () => {
  it('needs a reason, named in the answer', async () => {
    const o = await pendingOpportunity(t, fid);
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await post(fidAdmin, `/${o.id}/reject`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'reason: Reason is required', code: 'BAD_REQUEST' });
    }
  });

  it.each(ALL)('%s: allowed as ADR 0026 says', async (role) => {
    const o = await pendingOpportunity(t, fid);
    const res = await post(staff[role], `/${o.id}/reject`, { reason: 'Terms missing' });
    expect(res.statusCode).toBe(APPROVERS.includes(role) ? 200 : 403);
  });

  it('sends it back to the issuer (Created) with the reason, audited; it stays in the queue as Rejected', async () => {
    const o = await pendingOpportunity(t, fid, { editorIds: [staff.OA.userId] });
    // Rejecting is not approving: an editor may send their own opportunity back.
    const res = await post(staff.OA, `/${o.id}/reject`, { reason: '  The minimum is missing from the terms.  ' });
    expect(res.statusCode).toBe(200);
    const data = opportunityReviewSchema.parse(res.json().data);
    expect(data.opportunity.status).toBe('Created');
    expect(data.approval).toMatchObject({
      approval_status: 'REJECTED',
      approval_label: 'Rejected',
      rejection_reason: 'The minimum is missing from the terms.',
      can_approve: false,
      can_reject: false,
    });
    expect(await auditKinds(t, o.id)).toEqual(['opportunity_rejected']);
    const rejected = await queue(fidAdmin, '?approval=REJECTED');
    expect(rejected.results.map((r) => r.id)).toContain(o.id);
    const again = await post(staff.OA, `/${o.id}/reject`, { reason: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Cannot reject while the opportunity is Created.');
    expect((await post(staff.FA, `/${o.id}/approve`)).statusCode).toBe(409);
  });

  it('refuses a Closed or Published one, and another tenant’s (404)', async () => {
    const closed = await post(fidAdmin, `/${await opportunityId(t, 'Healthcare Secondaries II')}/reject`, {
      reason: 'x',
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().reason).toBe('TRANSITION_REFUSED');
    const published = await post(fidAdmin, `/${await opportunityId(t, 'Northwind Series A')}/reject`, { reason: 'x' });
    expect(published.statusCode).toBe(409);
    expect((await post(fidAdmin, `/${other.opportunityId}/reject`, { reason: 'x' })).statusCode).toBe(404);
  });
});
