import { approvalQueueSchema, issuerOpportunitySchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import {
  draftBody,
  ISSUER_ROLE_KEYS,
  type IssuerRoleKey,
  issuerIdOf,
  type Member,
  membersByRole,
  newCompany,
} from './issuer-portal-fixtures.ts';
import { auditKinds } from './opportunity-approval-fixtures.ts';

/** The issuer portal's opportunities (issue 16 point 3, ADR 0030): roles, scope, spec 5, the lifecycle. */

let t: TestApp, fid: string, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let northwind: string, plain: string;
/** Northwind requires its own approval (demo); Plain Co does not. */
let nw: Record<IssuerRoleKey, Member>, pl: Record<IssuerRoleKey, Member>;

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  northwind = await issuerIdOf(t, 'Northwind Robotics');
  plain = await newCompany(t, fid, 'Plain Co');
  nw = await membersByRole(t, fid, northwind);
  pl = await membersByRole(t, fid, plain);
  other = await otherTenant(t);
}, 120_000);
afterAll(() => t.close());

const base = `/api/v1/fid/{fid}/issuers/opportunities`;
const url = (path = '', f = fid) => `${base.replace('{fid}', f)}${path}`;
const get = (who: Caller, path = '') => t.app.inject({ url: url(path), headers: who.headers });
const send = (who: Caller, method: 'POST' | 'PUT', path: string, payload?: object) =>
  t.app.inject({ method, url: url(path), headers: who.headers, ...(payload ? { payload } : {}) });
const post = (who: Caller, path: string, payload?: object) => send(who, 'POST', path, payload);
const data = (res: { json(): unknown }) => issuerOpportunitySchema.parse((res.json() as { data: unknown }).data);

/** A draft of the company made through the API by `who`. */
async function draft(who: Caller, issuerId: string, overrides: Record<string, unknown> = {}) {
  const res = await post(who, '', draftBody(issuerId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return data(res);
}

/** Northwind's draft by its editor, sent to the company's approver (Ready for Review). */
async function readyForReview(maker: Caller = nw.ED) {
  const o = await draft(maker, northwind);
  expect((await post(maker, `/${o.id}/send`)).statusCode).toBe(200);
  return o;
}

async function published(issuerId: string) {
  const row = await t.db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fid,
      issuer_id: issuerId,
      name: `Published ${Math.random().toString(36).slice(2, 8)}`,
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status: 'Published',
      size: '1000000',
      minimum: '1000',
      details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const WRITERS: IssuerRoleKey[] = ['SA', 'AD', 'ED'];
const APPROVERS: IssuerRoleKey[] = ['SA', 'AD', 'OA'];
const CLOSERS: IssuerRoleKey[] = ['SA', 'AD'];

describe('who may do what (ADR 0030)', () => {
  it.each(ISSUER_ROLE_KEYS)('%s reads the list and an opportunity', async (key) => {
    expect((await get(nw[key])).statusCode).toBe(200);
    const o = await draft(nw.ED, northwind);
    expect((await get(nw[key], `/${o.id}`)).statusCode).toBe(200);
  });

  it.each(ISSUER_ROLE_KEYS)('%s creates, edits and sends drafts as allowed', async (key) => {
    const created = await post(nw[key], '', draftBody(northwind));
    expect(created.statusCode).toBe(WRITERS.includes(key) ? 201 : 403);
    const o = await draft(nw.ED, northwind);
    expect((await send(nw[key], 'PUT', `/${o.id}`, draftBody(northwind, { name: 'Renamed' }))).statusCode).toBe(
      WRITERS.includes(key) ? 200 : 403,
    );
    expect((await post(nw[key], `/${o.id}/send`)).statusCode).toBe(WRITERS.includes(key) ? 200 : 403);
    const forbidden = await post(nw.VW, '', draftBody(northwind));
    expect(forbidden.json().detail).toBe('Your role does not allow this action.');
  });

  it.each(ISSUER_ROLE_KEYS)('%s approves and rejects inside the company as allowed', async (key) => {
    const a = await readyForReview();
    const b = await readyForReview();
    const ok = APPROVERS.includes(key) ? 200 : 403;
    expect((await post(nw[key], `/${a.id}/approve`)).statusCode).toBe(ok);
    expect((await post(nw[key], `/${b.id}/reject`, { reason: 'Fix the dates' })).statusCode).toBe(ok);
  });

  it.each(ISSUER_ROLE_KEYS)('%s closes a published opportunity as allowed', async (key) => {
    const id = await published(northwind);
    expect((await post(nw[key], `/${id}/close`)).statusCode).toBe(CLOSERS.includes(key) ? 200 : 403);
  });

  it('refuses investors and the fiduciary’s staff on every route (403)', async () => {
    const o = await draft(nw.ED, northwind);
    for (const who of [investor, fidAdmin]) {
      expect((await get(who)).statusCode).toBe(403);
      expect((await get(who, `/${o.id}`)).statusCode).toBe(403);
      expect((await post(who, '', draftBody(northwind))).statusCode).toBe(403);
      expect((await send(who, 'PUT', `/${o.id}`, draftBody(northwind))).statusCode).toBe(403);
      for (const step of ['send', 'approve', 'close'])
        expect((await post(who, `/${o.id}/${step}`)).statusCode).toBe(403);
      expect((await post(who, `/${o.id}/reject`, { reason: 'x' })).statusCode).toBe(403);
    }
  });
});

describe('another company’s opportunities', () => {
  it('answer 404 in the same tenant (read, create, edit, every step)', async () => {
    const theirs = await draft(pl.ED, plain);
    expect((await get(nw.AD, `/${theirs.id}`)).statusCode).toBe(404);
    expect((await post(nw.AD, '', draftBody(plain))).statusCode).toBe(404);
    expect((await send(nw.AD, 'PUT', `/${theirs.id}`, draftBody(northwind))).statusCode).toBe(404);
    for (const step of ['send', 'approve', 'close'])
      expect((await post(nw.AD, `/${theirs.id}/${step}`)).statusCode).toBe(404);
    expect((await post(nw.AD, `/${theirs.id}/reject`, { reason: 'x' })).statusCode).toBe(404);
    expect((await get(nw.AD)).json().results.map((r: { id: string }) => r.id)).not.toContain(theirs.id);
  });

  it('answer 404 in another tenant, and a member of another tenant gets nothing here', async () => {
    expect((await get(nw.AD, `/${other.opportunityId}`)).statusCode).toBe(404);
    expect((await post(nw.AD, `/${other.opportunityId}/close`)).statusCode).toBe(404);
    const theirs = await draft(nw.ED, northwind);
    const res = await t.app.inject({ url: url(`/${theirs.id}`, other.fid), headers: nw.AD.headers });
    expect([403, 404]).toContain(res.statusCode);
    expect((await t.app.inject({ url: url(`/${theirs.id}`), headers: other.caller.headers })).statusCode).toBe(404);
  });

  it('keeps the company of an opportunity (400 when the body names another)', async () => {
    const o = await draft(nw.ED, northwind);
    const res = await send(nw.ED, 'PUT', `/${o.id}`, draftBody(plain));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('The company of an opportunity cannot be changed.');
  });
});

describe('spec 5 rules', () => {
  it.each([
    [{ name: 'x'.repeat(51) }, 'name: should be at most 50 characters'],
    [{ name: '' }, 'name: Name is required'],
    [{ short_desc: 'x'.repeat(51) }, 'short_desc: should be at most 50 characters'],
    [{ size: '0' }, 'size: should be equals to or higher than 1'],
    [{ size: '0.99', minimum: '0.5' }, 'size: should be equals to or higher than 1'],
    [{ minimum: '0' }, 'minimum: should be equals to or higher than 1'],
    [{ minimum: '2500000.00' }, 'minimum: Minimum Investment should be less than Target Raise'],
    [{ minimum: '3000000' }, 'minimum: Minimum Investment should be less than Target Raise'],
    [{ end_date: '2027-03-01' }, 'end_date: End Date should be after Start Date'],
    [{ end_date: '2027-02-01' }, 'end_date: End Date should be after Start Date'],
    [{ size: '12,000' }, 'size: Target Raise should be numbers only.'],
    [{ pre: '-5' }, 'pre: Pre-money Valuation should be numbers only.'],
    [{ size: ' ' }, 'size: Target Raise is required'],
    [{ start_date: '2027-02-30' }, 'start_date: Start Date should be MM/DD/YYYY'],
    [{ logo: 'javascript:alert(1)' }, 'logo: Logo should be an uploaded image'],
  ])('refuses %j with its message (create and edit)', async (change, detail) => {
    const created = await post(nw.ED, '', draftBody(northwind, change));
    expect(created.statusCode).toBe(400);
    expect(created.json().detail).toBe(detail);
    const o = await draft(nw.ED, northwind);
    const edited = await send(nw.ED, 'PUT', `/${o.id}`, draftBody(northwind, change));
    expect(edited.statusCode).toBe(400);
    expect(edited.json().detail).toBe(detail);
  });

  it('stores every field, money as exact decimals, and investors read the same details', async () => {
    const o = await draft(nw.ED, northwind, { size: '123456789012345.67', minimum: '0.01'.replace('0.01', '1.01') });
    expect(o).toMatchObject({
      status: 'Created',
      approval_status: 'NA',
      issuer_review: 'NONE',
      size: '123456789012345.67',
      minimum: '1.01',
      pre: '10000000.00',
      common_sector: ['Automation', 'Logistics'],
      ticker: 'NWR',
      security_terms: { type: 2, conversionRatio: 1, antiDilutionProtection: 'Y' },
      highlights: ['Revenue up 140% year on year'],
      edited_by_me: true,
      actions: ['edit', 'send'],
    });
    expect(await auditKinds(t, o.id)).toEqual(['issuer.opportunity_created']);
  });
});

const queueNames = async () =>
  approvalQueueSchema
    .parse(
      (
        await t.app.inject({ url: `/api/v1/fid/${fid}/fid-admin/opportunities?limit=100`, headers: fidAdmin.headers })
      ).json(),
    )
    .results.map((r) => r.id);
const fidDecide = (id: string, decision: 'approve' | 'reject') =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/fid-admin/opportunities/${id}/${decision}`,
    headers: fidAdmin.headers,
    ...(decision === 'reject' ? { payload: { reason: 'Add the audited accounts' } } : {}),
  });

describe('the lifecycle', () => {
  it('without internal approval: send goes to the fiduciary, who approves; an administrator closes it', async () => {
    const o = await draft(pl.ED, plain);
    const sent = data(await post(pl.ED, `/${o.id}/send`));
    expect(sent).toMatchObject({ status: 'Pending Review', approval_status: 'PENDING', issuer_review: 'NONE' });
    expect(sent.actions).toEqual([]);
    expect(await queueNames()).toContain(o.id);
    const again = await post(pl.ED, `/${o.id}/send`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Cannot send while the opportunity is Pending Review.',
      code: 'CONFLICT',
      reason: 'TRANSITION_REFUSED',
    });
    const edit = await send(pl.ED, 'PUT', `/${o.id}`, draftBody(plain));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().detail).toBe('Only a draft can be edited; this opportunity is Pending Review.');
    expect((await post(pl.AD, `/${o.id}/close`)).json().detail).toBe(
      'Cannot close while the opportunity is Pending Review.',
    );
    expect((await fidDecide(o.id, 'approve')).statusCode).toBe(200);
    const seen = data(await get(pl.VW, `/${o.id}`));
    expect(seen).toMatchObject({ status: 'Published', fiduciary_decision: { approval_status: 'APPROVED' } });
    expect((await send(pl.ED, 'PUT', `/${o.id}`, draftBody(plain))).statusCode).toBe(409);
    expect(data(await get(pl.AD, `/${o.id}`)).actions).toEqual(['close']);
    const closed = data(await post(pl.AD, `/${o.id}/close`));
    expect(closed).toMatchObject({ status: 'Closed', approval_status: 'APPROVED' });
    expect((await post(pl.AD, `/${o.id}/close`)).statusCode).toBe(409);
    expect(await auditKinds(t, o.id)).toEqual([
      'issuer.opportunity_created',
      'issuer.opportunity_sent',
      'opportunity_approved',
      'issuer.opportunity_closed',
    ]);
  });

  it('sees the fiduciary’s rejection and its reason, edits the draft and sends it again', async () => {
    const o = await draft(pl.ED, plain);
    await post(pl.ED, `/${o.id}/send`);
    expect((await fidDecide(o.id, 'reject')).statusCode).toBe(200);
    const rejected = data(await get(pl.ED, `/${o.id}`));
    expect(rejected).toMatchObject({
      status: 'Created',
      fiduciary_decision: { approval_status: 'REJECTED', rejection_reason: 'Add the audited accounts' },
      actions: ['edit', 'send'],
    });
    expect(rejected.fiduciary_decision.reviewed_on).not.toBeNull();
    expect((await send(pl.ED, 'PUT', `/${o.id}`, draftBody(plain, { name: 'Audited' }))).statusCode).toBe(200);
    const resent = data(await post(pl.ED, `/${o.id}/send`));
    expect(resent).toMatchObject({ status: 'Pending Review', approval_status: 'PENDING' });
    expect(resent.fiduciary_decision.rejection_reason).toBeNull();
    expect(await auditKinds(t, o.id)).toEqual([
      'issuer.opportunity_created',
      'issuer.opportunity_sent',
      'opportunity_rejected',
      'issuer.opportunity_updated',
      'issuer.opportunity_sent',
    ]);
  });

  it('with internal approval: the company’s approver first; the fiduciary neither sees nor decides it', async () => {
    const o = await readyForReview(nw.ED);
    const sent = data(await get(nw.OA, `/${o.id}`));
    expect(sent).toMatchObject({
      status: 'Ready for Review',
      approval_status: 'NA',
      approval_label: 'Sent',
      issuer_review: 'PENDING',
      requires_internal_approval: true,
      actions: ['approve', 'reject'],
    });
    expect(await queueNames()).not.toContain(o.id);
    const refused = await fidDecide(o.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe('Cannot approve while the opportunity is Ready for Review.');
    expect((await send(nw.ED, 'PUT', `/${o.id}`, draftBody(northwind))).statusCode).toBe(409);

    const approved = data(await post(nw.OA, `/${o.id}/approve`));
    expect(approved).toMatchObject({ status: 'Pending Review', approval_status: 'PENDING', issuer_review: 'APPROVED' });
    expect(approved.issuer_review_detail.reviewed_by?.id).toBe(nw.OA.userId);
    expect(approved.issuer_review_detail.reviewed_on).not.toBeNull();
    expect(await queueNames()).toContain(o.id);
    expect((await post(nw.OA, `/${o.id}/approve`)).json().detail).toBe(
      'Cannot approve while the opportunity is Pending Review.',
    );
    expect((await fidDecide(o.id, 'approve')).statusCode).toBe(200);
    expect(await auditKinds(t, o.id)).toEqual([
      'issuer.opportunity_created',
      'issuer.opportunity_sent',
      'issuer.opportunity_approved_internal',
      'opportunity_approved',
    ]);
  });

  it('four eyes: whoever created or changed it does not approve it inside the company (409)', async () => {
    const o = await draft(nw.ED, northwind);
    // The administrator changes the draft: an editor of it from now on.
    expect((await send(nw.AD, 'PUT', `/${o.id}`, draftBody(northwind, { name: 'Changed by admin' }))).statusCode).toBe(
      200,
    );
    await post(nw.ED, `/${o.id}/send`);
    expect(data(await get(nw.AD, `/${o.id}`))).toMatchObject({
      edited_by_me: true,
      actions: ['reject', 'close'].slice(0, 1),
    });
    const res = await post(nw.AD, `/${o.id}/approve`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'You edited this opportunity; another approver must review it.',
      code: 'CONFLICT',
      reason: 'FOUR_EYES_REQUIRED',
    });
    expect((await post(nw.SA, `/${o.id}/approve`)).statusCode).toBe(200);
  });

  it('the approver sends it back with a reason: a draft again, edited and sent anew', async () => {
    const o = await readyForReview(nw.ED);
    const noReason = await post(nw.OA, `/${o.id}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe('reason: Reason is required');
    const back = data(await post(nw.OA, `/${o.id}/reject`, { reason: 'Lower the minimum' }));
    expect(back).toMatchObject({
      status: 'Created',
      approval_status: 'NA',
      issuer_review: 'REJECTED',
      issuer_review_detail: { status: 'REJECTED', reason: 'Lower the minimum' },
    });
    expect((await post(nw.OA, `/${o.id}/reject`, { reason: 'again' })).json().detail).toBe(
      'Cannot reject while the opportunity is Created.',
    );
    expect((await send(nw.ED, 'PUT', `/${o.id}`, draftBody(northwind, { minimum: '1000' }))).statusCode).toBe(200);
    const resent = data(await post(nw.ED, `/${o.id}/send`));
    expect(resent).toMatchObject({ status: 'Ready for Review', issuer_review: 'PENDING' });
    expect(resent.issuer_review_detail.reason).toBeNull();
    expect(await auditKinds(t, o.id)).toEqual([
      'issuer.opportunity_created',
      'issuer.opportunity_sent',
      'issuer.opportunity_rejected_internal',
      'issuer.opportunity_updated',
      'issuer.opportunity_sent',
    ]);
  });
});
