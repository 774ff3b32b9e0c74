import { investmentListSchema, investmentSchema } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSITIONS } from '#api/seed/demo-portfolio.ts';
import { DEMO_DEAL_DESK_ENTITY } from '#api/seed/demo-deal-desk.ts';
import { demoApp } from './demo-callers.ts';
import { createUser } from './factories.ts';
import { type Caller, loginAs, opportunityId, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, fidAdmin: Caller, other: OtherTenant;
let executor: Caller;
let editor: Caller;
let superadmin: Caller;

async function staff(role: string): Promise<Caller> {
  const user = await createUser(t.db, { memberships: [{ fiduciary_id: investor.fid, role }] });
  return loginAs(t, user.email);
}

beforeAll(async () => {
  ({ t, investor, fidAdmin } = await demoApp('investor', 'fidAdmin'));
  // These tests count the deal-flow investments only: the demo portfolio's positions are set aside.
  const held = t.db.selectFrom('opportunity').select('id').where('name', 'in', Object.keys(DEMO_POSITIONS));
  await t.db.deleteFrom('investment').where('opportunity_id', 'in', held).execute();
  // And the deal desk's demo deals (an entity of their own, deal-desk.test.ts).
  const desk = t.db.selectFrom('investing_entity').select('id').where('name', '=', DEMO_DEAL_DESK_ENTITY.name);
  await t.db.deleteFrom('investment').where('entity_id', 'in', desk).execute();
  executor = await staff(FIDUCIARY_ROLES.DEAL_EXECUTOR);
  editor = await staff(FIDUCIARY_ROLES.FIDUCIARY_EDITOR);
  superadmin = await staff(FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN);
  other = await otherTenant(t);
});
afterAll(() => t.close());

const investmentOf = async (name: string) =>
  (
    await t.db
      .selectFrom('investment as i')
      .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
      .select('i.id')
      .where('o.name', '=', name)
      .orderBy('i.created_on', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
const act = (who: Caller, id: string, action: string, payload?: object, fid = who.fid) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fid}/fid-admin/investments/${id}/${action}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
const list = (who: Caller, query = '') =>
  t.app.inject({ url: `/api/v1/fid/${who.fid}/fid-admin/investments${query}`, headers: who.headers });
const auditKinds = async (id: string) =>
  (await t.db.selectFrom('audit_event').select('kind').where('subject', '=', id).orderBy('id').execute()).map(
    (e) => e.kind,
  );

describe('GET fid-admin/investments', () => {
  it('lists every entity’s investments for fiduciary roles, with a status filter', async () => {
    const all = investmentListSchema.parse((await list(fidAdmin)).json());
    expect(all.count).toBe(3);
    const pending = investmentListSchema.parse((await list(editor, '?status=DEAL_PENDING_REVIEW')).json());
    expect(pending.results.map((r) => r.opportunity.name)).toEqual(['Northwind Series A Extension']);
    expect(pending.results[0]?.entity.name).toBe('Avery Investor');
  });

  it('refuses investors (403) and non-members (404)', async () => {
    expect((await list(investor)).statusCode).toBe(403);
    const res = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/fid-admin/investments`,
      headers: other.caller.headers,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST fid-admin/investments/{id}/approve', () => {
  it('moves DEAL_PENDING_REVIEW to DEAL_APPROVED, audited; a second approval is refused with the machine’s sentence', async () => {
    const id = await investmentOf('Northwind Series A Extension');
    expect((await act(investor, id, 'approve')).statusCode).toBe(403);
    expect((await act(editor, id, 'approve')).statusCode).toBe(403);
    const res = await act(fidAdmin, id, 'approve');
    expect(res.statusCode).toBe(200);
    const data = investmentSchema.parse(res.json().data);
    expect(data).toMatchObject({ status: 'DEAL_APPROVED', status_color: 'orange', progress_step: 2 });
    expect(data.approved_on).toEqual(expect.any(String));
    expect(await auditKinds(id)).toContain('investment_approved');
    const again = await act(fidAdmin, id, 'approve');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Cannot approve while the investment is DEAL_APPROVED.',
      code: 'CONFLICT',
      reason: 'TRANSITION_REFUSED',
    });
  });

  it('refuses approving before the investor signed (IOI_SENT)', async () => {
    const res = await act(executor, await investmentOf('Helio Grid Seed'), 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Cannot approve while the investment is IOI_SENT.');
  });

  it('answers 404 for another tenant’s or a missing investment', async () => {
    const id = await investmentOf('Northwind Series A');
    expect((await act(fidAdmin, id, 'approve', undefined, other.fid)).statusCode).toBe(404);
    expect((await act(fidAdmin, '00000000-0000-4000-8000-000000000000', 'approve')).statusCode).toBe(404);
  });
});

describe('POST fid-admin/investments/{id}/execute', () => {
  it('moves DEAL_SIGNED to DEAL_EXECUTED with executed_on; refuses other states', async () => {
    const id = await investmentOf('Northwind Series A Extension'); // DEAL_APPROVED by now
    const early = await act(executor, id, 'execute');
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toBe('Cannot execute while the investment is DEAL_APPROVED.');
    // The countersign step (DEAL_APPROVED -> DEAL_SIGNED) belongs to the deal-signing module.
    await t.db.updateTable('investment').set({ status: 'DEAL_SIGNED' }).where('id', '=', id).execute();
    expect((await act(editor, id, 'execute')).statusCode).toBe(403);
    const res = await act(executor, id, 'execute');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'DEAL_EXECUTED',
      status_color: 'green',
      status_label: 'Deal executed',
    });
    expect(res.json().data.executed_on).toEqual(expect.any(String));
    expect(await auditKinds(id)).toContain('investment_executed');
    expect((await act(superadmin, id, 'execute')).statusCode).toBe(409);
  });
});

describe('POST fid-admin/investments/{id}/decline', () => {
  it('needs a reason', async () => {
    const id = await investmentOf('Helio Grid Seed');
    for (const payload of [undefined, {}, { reason: '   ' }]) {
      const res = await act(fidAdmin, id, 'decline', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: 'Reason is required', code: 'BAD_REQUEST' });
    }
  });

  it('declines before DEAL_SIGNED (red), after which the entity may indicate interest again', async () => {
    const id = await investmentOf('Helio Grid Seed');
    expect((await act(editor, id, 'decline', { reason: 'No' })).statusCode).toBe(403);
    const res = await act(superadmin, id, 'decline', { reason: 'Allocation is full' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'DEAL_DECLINED',
      status_color: 'red',
      progress_step: -2,
      decline_reason: 'Allocation is full',
    });
    expect(await auditKinds(id)).toContain('investment_declined');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${investor.fid}/investors/entity/${investor.entityId}/opportunities/${await opportunityId(t, 'Helio Grid Seed')}/investment`,
      headers: investor.headers,
      payload: { pre_form_response: { response: { amount: '20000', source_of_funds: 'Savings', accredited: true } } },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses declining an executed investment (409)', async () => {
    const res = await act(fidAdmin, await investmentOf('Northwind Series A'), 'decline', { reason: 'Late' });
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Cannot decline while the investment is DEAL_EXECUTED.');
  });
});
