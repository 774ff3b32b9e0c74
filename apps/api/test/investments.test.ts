import {
  dealPreFormSchema,
  investmentListSchema,
  investmentSchema,
  investmentWithOpportunitySchema,
} from '@dl/contracts';
import { DEAL_PRE_FORM, INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_POSITIONS } from '#api/seed/demo-portfolio.ts';
import { demoApp } from './demo-callers.ts';
import { createUser } from './factories.ts';
import {
  type Caller,
  documentOf,
  entityId,
  loginAs,
  opportunityId,
  otherTenant,
  type OtherTenant,
} from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, investorAdmin: Caller, viewer: Caller, fidAdmin: Caller, other: OtherTenant;
let harbor: string;

beforeAll(async () => {
  ({ t, investor, investorAdmin, viewer, fidAdmin } = await demoApp('investor', 'investorAdmin', 'viewer', 'fidAdmin'));
  // These tests count the deal-flow investments only: the demo portfolio's positions are set aside.
  const held = t.db.selectFrom('opportunity').select('id').where('name', 'in', Object.keys(DEMO_POSITIONS));
  await t.db.deleteFrom('investment').where('opportunity_id', 'in', held).execute();
  harbor = await entityId(t, 'Harbor Family Office LLC');
  other = await otherTenant(t);
});
afterAll(() => t.close());

const base = (who: Caller, fid = who.fid) => `/api/v1/fid/${fid}`;
const response = (amount: unknown, extra: Record<string, unknown> = {}) => ({
  timezone: 'America/Chicago',
  pre_form_response: { response: { amount, source_of_funds: 'Savings', accredited: true, ...extra } },
});
const invest = (who: Caller, entity: string, oppId: string, body: object, fid = who.fid) =>
  t.app.inject({
    method: 'POST',
    url: `${base(who, fid)}/investors/entity/${entity}/opportunities/${oppId}/investment`,
    headers: who.headers,
    payload: body,
  });
const get = (who: Caller, path: string) => t.app.inject({ url: `${base(who)}/${path}`, headers: who.headers });

describe('GET investors/opportunities/{id}/deal/pre-form', () => {
  it('answers the deal pre-form and the response saved with the live investment', async () => {
    const fresh = await get(
      investor,
      `investors/opportunities/${await opportunityId(t, 'Lumen Ledger Pre-Seed')}/deal/pre-form`,
    );
    expect(fresh.statusCode).toBe(200);
    const body = dealPreFormSchema.parse(fresh.json());
    expect(body.template.internal_name).toBe(DEAL_PRE_FORM.internal_name);
    expect(body.template.sections[0]?.definition.fields.map((f) => f.key)).toEqual([
      'amount',
      'source_of_funds',
      'accredited',
    ]);
    expect(body.response).toBeNull();
    const saved = await get(
      investor,
      `investors/opportunities/${await opportunityId(t, 'Helio Grid Seed')}/deal/pre-form`,
    );
    expect(saved.json().response).toMatchObject({ amount: '20000.00', source_of_funds: 'Savings' });
    expect((await get(investor, `investors/opportunities/${other.opportunityId}/deal/pre-form`)).statusCode).toBe(404);
  });
});

describe('POST investors/entity/{entityId}/opportunities/{id}/investment', () => {
  it('refuses an amount below the minimum, off the $10,000 steps, or a pre-form left incomplete (400)', async () => {
    const id = await opportunityId(t, 'Helio Grid Storage SPV'); // minimum $20,000
    const cases: [object, string][] = [
      [response('10000'), 'Amount must be at least the minimum investment of $20,000'],
      [response(15_000), 'Amount must be at least the minimum investment of $20,000'],
      [response('35000'), 'Amount must be in steps of $10,000'],
      [response('30000.50'), 'Amount must be in steps of $10,000'],
      [response(''), 'Amount is required'],
      [response('thirty'), 'Amount is invalid.'],
      [response('30000', { source_of_funds: '' }), 'Source of funds is required'],
      [response('30000', { accredited: false }), 'I confirm I am an accredited investor is required'],
      [response('30000', { source_of_funds: 'Lottery' }), 'Source of funds is invalid.'],
    ];
    for (const [body, detail] of cases) {
      const res = await invest(investor, investor.entityId as string, id, body);
      expect(res.statusCode, detail).toBe(400);
      expect(res.json()).toEqual({ detail, code: 'BAD_REQUEST' });
    }
    const fund = await opportunityId(t, 'Cobalt Health Growth Fund');
    const big = await invest(investorAdmin, harbor, fund, response('90000'));
    expect(big.json().detail).toBe('Amount must be at least the minimum investment of $100,000');
  });

  it('needs the NDA executed (409)', async () => {
    for (const name of ['Lumen Ledger Pre-Seed', 'Cobalt Health Series B', 'Helio Grid Project Notes']) {
      const res = await invest(investor, investor.entityId as string, await opportunityId(t, name), response('100000'));
      expect(res.statusCode, name).toBe(409);
      expect(res.json().detail).toBe('Sign the NDA before indicating interest.');
      expect(res.json().reason).toBe('NDA_NOT_SIGNED');
    }
  });

  it('creates the investment (IOI_SENT) with the deal document and the NDA date, once', async () => {
    const id = await opportunityId(t, 'Helio Grid Storage SPV');
    const res = await invest(investor, investor.entityId as string, id, response('30000'));
    expect(res.statusCode).toBe(201);
    const created = investmentSchema.parse(res.json());
    const deal = await documentOf(t, 'Helio Grid Storage SPV', 'DEAL');
    const nda = await t.db
      .selectFrom('nda')
      .select('signed_on')
      .where('opportunity_id', '=', id)
      .where('entity_id', '=', investor.entityId as string)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({
      opportunity_id: id,
      entity: { id: investor.entityId, name: 'Avery Investor' },
      status: 'IOI_SENT',
      status_label: 'Transaction in progress',
      status_color: 'orange',
      amount: '30000.00',
      timezone: 'America/Chicago',
      document_id: deal.id,
      nda_signed_date: nda.signed_on?.toISOString(),
      deal_signed_date: null,
      payment_status: 'PENDING',
      pre_form_response: { amount: '30000', source_of_funds: 'Savings', accredited: true },
    });
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('subject', '=', created.id)
      .execute();
    expect(audit).toEqual([
      { kind: 'investment_created', data: expect.objectContaining({ status: 'IOI_SENT', amount: '30000.00' }) },
    ]);

    const again = await invest(investor, investor.entityId as string, id, response('40000'));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This entity already has an investment in progress for this opportunity.');
    expect(again.json().reason).toBe('ALREADY_INVESTING');
  });

  it('lets an investor admin invest for the entity, as a number too; refuses viewers and strangers', async () => {
    const id = await opportunityId(t, 'Cobalt Health Growth Fund'); // Harbor's NDA is executed; minimum $100,000
    expect((await invest(viewer, harbor, id, response('100000'))).statusCode).toBe(403);
    expect((await invest(investor, harbor, id, response('100000'))).statusCode).toBe(404);
    const res = await invest(investorAdmin, harbor, id, response(110_000));
    expect(res.statusCode).toBe(201);
    expect(res.json().amount).toBe('110000.00');
  });

  it('refuses acting for an entity the caller only views (403), even from an investor token', async () => {
    const user = await createUser(t.db, {
      memberships: [{ fiduciary_id: investor.fid, role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR, entity: true }],
    });
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: investor.fid,
        user_id: user.id,
        role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER,
        entity_id: harbor,
      })
      .execute();
    const caller = await loginAs(t, user.email);
    const res = await invest(caller, harbor, await opportunityId(t, 'Cobalt Health Growth Fund'), response('200000'));
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s opportunity or entity, and 403 for a non-investor', async () => {
    expect(
      (await invest(investor, investor.entityId as string, other.opportunityId, response('100000'))).statusCode,
    ).toBe(404);
    expect(
      (
        await invest(
          investor,
          other.caller.entityId as string,
          await opportunityId(t, 'Helio Grid Seed'),
          response('100000'),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await invest(investor, investor.entityId as string, other.opportunityId, response('100000'), other.fid))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await invest(
          fidAdmin,
          investor.entityId as string,
          await opportunityId(t, 'Helio Grid Seed'),
          response('100000'),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('GET investments', () => {
  it('lists the investments of the caller’s entities, newest first, with filters and paging', async () => {
    const all = investmentListSchema.parse((await get(investor, 'investments')).json());
    expect(all.results.every((r) => r.entity.id === investor.entityId)).toBe(true);
    expect(all.count).toBe(4);
    const created = all.results.map((r) => r.created_on);
    expect([...created].sort().reverse()).toEqual(created);
    expect(all.results[0]?.opportunity).toMatchObject({
      name: 'Helio Grid Storage SPV',
      issuer: { name: 'Helio Grid Energy' },
    });

    const byStatus = investmentListSchema.parse((await get(investor, 'investments?status=DEAL_EXECUTED')).json());
    expect(byStatus.results.map((r) => r.opportunity.name)).toEqual(['Northwind Series A']);
    // CREATED and IOI_SENT read the same ('Transaction in progress'): filtering by one finds both.
    const inProgress = investmentListSchema.parse((await get(investor, 'investments?status=CREATED')).json());
    expect(inProgress.results.map((r) => r.status)).toContain('IOI_SENT');
    expect(new Set(inProgress.results.map((r) => r.status_label))).toEqual(new Set(['Transaction in progress']));
    const byName = investmentListSchema.parse((await get(investor, 'investments?opportunity_name=northwind')).json());
    expect(byName.count).toBe(2);
    const byOpp = await get(investor, `investments?opportunity_id=${await opportunityId(t, 'Helio Grid Seed')}`);
    expect(byOpp.json().results.map((r: { status: string }) => r.status)).toEqual(['IOI_SENT']);
    expect(investmentListSchema.parse((await get(investor, 'investments?is_primary=false')).json()).count).toBe(0);
    expect(investmentListSchema.parse((await get(investor, 'investments?is_primary=true')).json()).count).toBe(4);

    const byAmount = investmentListSchema.parse((await get(investor, 'investments?ordering=amount')).json());
    expect(byAmount.results.map((r) => r.amount)).toEqual(['20000.00', '30000.00', '40000.00', '50000.00']);
    const page2 = investmentListSchema.parse(
      (await get(investor, 'investments?ordering=-amount&limit=1&page=2')).json(),
    );
    expect(page2).toMatchObject({ count: 4, results: [{ amount: '40000.00' }] });
    expect((await get(investor, 'investments?status=NOPE')).statusCode).toBe(400);
  });

  it('shows the investor admin and the viewer only their entity’s', async () => {
    for (const who of [investorAdmin, viewer]) {
      const list = investmentListSchema.parse((await get(who, 'investments')).json());
      expect(list.results.every((r) => r.entity.id === harbor)).toBe(true);
      expect(list.count).toBe(1);
    }
    expect((await get(fidAdmin, 'investments')).statusCode).toBe(403);
  });
});

describe('GET investments/{id} and investments/opportunity', () => {
  const byName = async (name: string) =>
    t.db
      .selectFrom('investment as i')
      .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
      .select(['i.id', 'i.opportunity_id'])
      .where('o.name', '=', name)
      .executeTakeFirstOrThrow();

  it('answers the investment merged with its opportunity, with the spec labels, colours and progress dates', async () => {
    const executed = await byName('Northwind Series A');
    const res = await get(investor, `investments/${executed.id}`);
    expect(res.statusCode).toBe(200);
    const body = investmentWithOpportunitySchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'DEAL_EXECUTED',
      status_color: 'green',
      status_label: 'Deal executed',
      progress_step: 5,
      payment_status: 'CONFIRMED',
      opportunity: {
        opp_id: executed.opportunity_id,
        name: 'Northwind Series A',
        minimum: '25000.00',
        opportunity_type: 'PRIMARY',
      },
    });
    for (const key of [
      'nda_signed_date',
      'deal_signed_date',
      'counter_signed_deal_date',
      'payments_received',
      'payments_acknowledged',
    ] as const) {
      expect(body[key], key).toEqual(expect.any(String));
    }
    expect(body.signed_document_id).toEqual(expect.any(String));
    expect(body.countersigned_document_id).toEqual(expect.any(String));

    const pending = investmentWithOpportunitySchema.parse(
      (await get(investor, `investments/${(await byName('Northwind Series A Extension')).id}`)).json(),
    );
    expect(pending).toMatchObject({
      status_label: 'Waiting for approval',
      status_color: 'orange',
      progress_step: 1,
      counter_signed_deal_date: null,
    });
    expect(pending.deal_signed_date).toEqual(expect.any(String));
  });

  it('hides another entity’s or tenant’s investment (404)', async () => {
    const executed = await byName('Northwind Series A');
    expect((await get(investorAdmin, `investments/${executed.id}`)).statusCode).toBe(404);
    expect((await get(investor, 'investments/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(other.caller, `investments/${executed.id}`)).statusCode).toBe(404);
  });

  it('answers the token entity’s live investment for an opportunity, else 404', async () => {
    const seed = await byName('Helio Grid Seed');
    const res = await get(investor, `investments/opportunity?opportunity_id=${seed.opportunity_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: seed.id, status: 'IOI_SENT' });
    expect((await get(investorAdmin, `investments/opportunity?opportunity_id=${seed.opportunity_id}`)).statusCode).toBe(
      404,
    );
    const none = await get(
      investor,
      `investments/opportunity?opportunity_id=${await opportunityId(t, 'Lumen Ledger Pre-Seed')}`,
    );
    expect(none.statusCode).toBe(404);
  });
});

describe('POST investments/{id}/deal-document/review', () => {
  it('records when the investor first opened the deal document', async () => {
    const row = await t.db
      .selectFrom('investment as i')
      .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
      .select('i.id')
      .where('o.name', '=', 'Helio Grid Seed')
      .executeTakeFirstOrThrow();
    const url = `${base(investor)}/investments/${row.id}/deal-document/review`;
    const first = await t.app.inject({ method: 'POST', url, headers: investor.headers });
    expect(first.statusCode).toBe(200);
    const reviewed = first.json().data.deal_reviewed_date;
    expect(reviewed).toEqual(expect.any(String));
    const second = await t.app.inject({ method: 'POST', url, headers: investor.headers });
    expect(second.json().data.deal_reviewed_date).toBe(reviewed);
    const events = await t.db.selectFrom('audit_event').select('kind').where('subject', '=', row.id).execute();
    expect(events.map((e) => e.kind)).toContain('deal_document_reviewed');
    const harborUrl = `${base(investorAdmin)}/investments/${row.id}/deal-document/review`;
    expect((await t.app.inject({ method: 'POST', url: harborUrl, headers: investorAdmin.headers })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'POST', url: harborUrl, headers: viewer.headers })).statusCode).toBe(403);
  });
});
