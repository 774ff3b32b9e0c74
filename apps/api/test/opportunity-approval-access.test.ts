import { accessListSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import { type Caller, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';
import { entityOf } from './opportunities-fixtures.ts';
import {
  auditKinds,
  pendingOpportunity,
  type RoleKey,
  type Staff,
  staffByRole,
} from './opportunity-approval-fixtures.ts';

let t: TestApp, fid: string, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let staff: Record<RoleKey, Staff>;
let avery: string, harbor: string, entityCount: number;

beforeAll(async () => {
  ({ t, fid, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  staff = await staffByRole(t, fid);
  other = await otherTenant(t);
  avery = await entityOf(t.db, 'investor@demo.test', fid);
  harbor = await entityOf(t.db, 'investor-admin@demo.test', fid);
  const row = await t.db
    .selectFrom('investing_entity')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('fiduciary_id', '=', fid)
    .executeTakeFirstOrThrow();
  entityCount = Number(row.n);
  await t.db
    .insertInto('entity_tag')
    .values({ entity_id: harbor, fiduciary_id: fid, tag: 'Access Test' })
    .onConflict((oc) => oc.doNothing())
    .execute();
});
afterAll(() => t.close());

const url = (id: string, f = fid) => `/api/v1/fid/${f}/fid-admin/opportunities/${id}/access`;
const list = (who: Caller, id: string, query = '', f = fid) =>
  t.app.inject({ url: `${url(id, f)}${query}`, headers: who.headers });
const change = (who: Caller, id: string, payload: object, f = fid) =>
  t.app.inject({ method: 'POST', url: url(id, f), headers: who.headers, payload });
const statuses = async (id: string) => {
  const body = accessListSchema.parse((await list(fidAdmin, id, '?limit=100')).json());
  return Object.fromEntries(body.results.map((r) => [r.entity_id, r.status]));
};

const MANAGERS: RoleKey[] = ['FS', 'FA', 'OA'];
const ALL: RoleKey[] = ['FS', 'FA', 'KYC', 'OA', 'DE', 'BD', 'SIG', 'ED', 'AV', 'INV'];

describe('GET fid-admin/opportunities/{id}/access', () => {
  it.each(ALL)('%s: allowed as ADR 0026 says', async (role) => {
    const o = await pendingOpportunity(t, fid);
    expect((await list(staff[role], o.id)).statusCode).toBe(MANAGERS.includes(role) ? 200 : 403);
  });

  it('lists every investor entity of the tenant with its status, paged by name, with a summary and the tags', async () => {
    const o = await pendingOpportunity(t, fid);
    const body = accessListSchema.parse((await list(fidAdmin, o.id, '?limit=1&page=2')).json());
    expect(body.count).toBe(entityCount);
    expect(body.results).toHaveLength(1);
    expect(body.summary).toEqual({ NONE: entityCount });
    expect(body.entity_tags).toContainEqual({ tag: 'Access Test', count: 1 });
    const tagged = accessListSchema.parse((await list(fidAdmin, o.id, '?tag=Access%20Test')).json());
    expect(tagged.results.map((r) => r.entity_id)).toEqual([harbor]);
    expect(tagged.results[0]?.tags).toContain('Access Test');
  });

  it('answers 404 for another tenant’s opportunity, 400 naming a bad filter', async () => {
    expect((await list(fidAdmin, other.opportunityId)).statusCode).toBe(404);
    const bad = await list(fidAdmin, other.opportunityId, '?status=OPEN');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^status: /);
  });
});

describe('POST fid-admin/opportunities/{id}/access', () => {
  it.each(ALL)('%s: allowed as ADR 0026 says', async (role) => {
    const o = await pendingOpportunity(t, fid);
    const res = await change(staff[role], o.id, { status: 'APPROVED', scope: 'ALL' });
    expect(res.statusCode).toBe(MANAGERS.includes(role) ? 200 : 403);
  });

  it('grants to all in one go, idempotently, audited once', async () => {
    const o = await pendingOpportunity(t, fid);
    const first = await change(staff.OA, o.id, { status: 'APPROVED', scope: 'ALL' });
    expect(first.json().data).toEqual({ status: 'APPROVED', matched: entityCount, changed: entityCount });
    const again = await change(staff.OA, o.id, { status: 'APPROVED', scope: 'ALL' });
    expect(again.json().data).toEqual({ status: 'APPROVED', matched: entityCount, changed: 0 });
    expect(Object.values(await statuses(o.id)).every((s) => s === 'APPROVED')).toBe(true);
    expect(await auditKinds(t, o.id)).toEqual(['opportunity_access_granted']);
  });

  it('closes for a tag, grants one by one, and leaves an investor’s NDA_DECLINED alone on a grant', async () => {
    const o = await pendingOpportunity(t, fid);
    const closed = await change(fidAdmin, o.id, { status: 'CLOSED', scope: 'TAG', tag: 'Access Test' });
    expect(closed.json().data).toMatchObject({ matched: 1, changed: 1 });
    expect((await statuses(o.id))[harbor]).toBe('CLOSED');
    const one = await change(fidAdmin, o.id, { status: 'APPROVED', scope: 'ENTITIES', entity_ids: [avery, harbor] });
    expect(one.json().data).toMatchObject({ matched: 2, changed: 2 });
    expect(await statuses(o.id)).toMatchObject({ [avery]: 'APPROVED', [harbor]: 'APPROVED' });
    await t.db
      .updateTable('opportunity_access')
      .set({ status: 'NDA_DECLINED' })
      .where('opportunity_id', '=', o.id)
      .where('entity_id', '=', avery)
      .execute();
    await change(fidAdmin, o.id, { status: 'CLOSED', scope: 'ENTITIES', entity_ids: [harbor] });
    const all = await change(fidAdmin, o.id, { status: 'APPROVED', scope: 'ALL' });
    expect((await statuses(o.id))[avery]).toBe('NDA_DECLINED');
    expect(all.json().data.changed).toBe(entityCount - 1);
    const summary = accessListSchema.parse((await list(fidAdmin, o.id)).json()).summary;
    expect(summary).toEqual({ APPROVED: entityCount - 1, NDA_DECLINED: 1 });
  });

  it('hides a published opportunity from an investor whose access is closed', async () => {
    const id = await opportunityId(t, 'Northwind Series A');
    const names = async () =>
      (
        await t.app.inject({
          url: `/api/v1/fid/${fid}/investors/opportunities?opportunity_name=Northwind%20Series%20A`,
          headers: investor.headers,
        })
      )
        .json()
        .results.map((r: { opportunity: { opp_id: string } }) => r.opportunity.opp_id) as string[];
    expect(await names()).toContain(id);
    expect((await change(fidAdmin, id, { status: 'CLOSED', scope: 'ENTITIES', entity_ids: [avery] })).statusCode).toBe(
      200,
    );
    expect(await names()).not.toContain(id);
    await change(fidAdmin, id, { status: 'APPROVED', scope: 'ENTITIES', entity_ids: [avery] });
    expect(await names()).toContain(id);
  });

  it('answers 400 naming the field that is missing', async () => {
    const o = await pendingOpportunity(t, fid);
    const noTag = await change(fidAdmin, o.id, { status: 'APPROVED', scope: 'TAG' });
    expect(noTag.json()).toEqual({ detail: 'tag: Tag is required', code: 'BAD_REQUEST' });
    const noOne = await change(fidAdmin, o.id, { status: 'APPROVED', scope: 'ENTITIES', entity_ids: [] });
    expect(noOne.json().detail).toBe('entity_ids: Choose at least one investor');
    const badStatus = await change(fidAdmin, o.id, { status: 'PENDING', scope: 'ALL' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().detail).toMatch(/^status: /);
  });

  it('answers 404 for another tenant’s opportunity or entity', async () => {
    const o = await pendingOpportunity(t, fid);
    expect((await change(fidAdmin, other.opportunityId, { status: 'APPROVED', scope: 'ALL' })).statusCode).toBe(404);
    const otherEntity = other.caller.entityId as string;
    const res = await change(fidAdmin, o.id, {
      status: 'APPROVED',
      scope: 'ENTITIES',
      entity_ids: [avery, otherEntity],
    });
    expect(res.statusCode).toBe(404);
    expect((await statuses(o.id))[avery]).toBeNull();
  });

  it('refuses a grant on a Closed opportunity, allows closing it', async () => {
    const id = await opportunityId(t, 'Healthcare Secondaries II');
    const grant = await change(fidAdmin, id, { status: 'APPROVED', scope: 'ALL' });
    expect(grant.statusCode).toBe(409);
    expect(grant.json()).toEqual({
      detail: 'Access cannot be granted while the opportunity is Closed.',
      code: 'CONFLICT',
      reason: 'TRANSITION_REFUSED',
    });
    expect((await change(fidAdmin, id, { status: 'CLOSED', scope: 'ALL' })).statusCode).toBe(200);
  });
});
