import { dealDetailSchema, investmentListSchema } from '@dl/contracts';
import { INVESTMENT_STATUSES, type InvestmentStatus, investmentMachine } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEAL_DESK_INVESTOR } from '#api/seed/demo-deal-desk.ts';
import { opportunityId } from './documents-fixtures.ts';
import {
  APPROVED,
  call,
  COUNTERSIGNED,
  type DealDesk,
  dealDesk,
  deskDeal,
  fidAdminUrl,
  PENDING,
  ROLES,
  type RoleKey,
} from './deal-desk-fixtures.ts';

let d: DealDesk;
/** A deal of the desk's entity moved through every status by the tests (no documents). */
let scratch: string;

beforeAll(async () => {
  d = await dealDesk();
  const { t } = d;
  const sample = await t.db
    .selectFrom('investment')
    .select(['entity_id', 'user_id'])
    .where('id', '=', await deskDeal(t, PENDING))
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('investment')
    .values({
      fiduciary_id: d.fid,
      opportunity_id: await opportunityId(t, 'Northwind Employee Tender'),
      entity_id: sample.entity_id,
      user_id: sample.user_id,
      status: 'DEAL_EXECUTED',
      amount: '25000.00',
      pre_form_response: JSON.stringify({ amount: '25000', source_of_funds: 'Savings', accredited: true }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  scratch = row.id;
}, 120_000);
afterAll(() => d.t.close());

const setStatus = (id: string, status: InvestmentStatus) =>
  d.t.db.updateTable('investment').set({ status }).where('id', '=', id).execute();
const list = (query: string, who = d.staff.FA) => call(d.t, who, 'GET', `${fidAdminUrl(d.fid, 'investments')}${query}`);
const deal = (id: string, who = d.staff.FA) => call(d.t, who, 'GET', fidAdminUrl(d.fid, `investments/${id}`));

type Step = 'approve' | 'decline' | 'execute' | 'countersign';
/** One fiduciary step on a deal, as the web sends it. */
const step = (who: RoleKey, id: string, action: Step, fid = d.fid) =>
  action === 'countersign'
    ? call(d.t, d.staff[who], 'GET', fidAdminUrl(fid, `investments/${id}/countersign/esign`))
    : call(
        d.t,
        d.staff[who],
        'POST',
        fidAdminUrl(fid, `investments/${id}/${action}`),
        action === 'decline' ? { reason: 'Allocation is full' } : undefined,
      );

/** ADR 0026: who may take each step. */
const ALLOWED: Record<Step, RoleKey[]> = {
  approve: ['FS', 'FA', 'DE'],
  decline: ['FS', 'FA', 'DE'],
  execute: ['FS', 'FA', 'DE'],
  countersign: ['FS', 'FA', 'SIG'],
};

describe('GET fid-admin/investments: the deals list', () => {
  it('filters by investor name, status and opportunity, orders and pages', async () => {
    const mine = investmentListSchema.parse((await list('?investor=linden%20park&ordering=amount')).json());
    expect(mine.count).toBe(4);
    expect(mine.results.map((r) => r.amount)).toEqual(['25000.00', '30000.00', '60000.00', '80000.00']);
    const approved = investmentListSchema.parse((await list('?investor=Linden&status=DEAL_APPROVED')).json());
    expect(approved.results.map((r) => r.opportunity.name)).toEqual([APPROVED]);
    const byOpportunity = investmentListSchema.parse(
      (await list(`?opportunity_id=${await opportunityId(d.t, COUNTERSIGNED)}&status=DEAL_SIGNED`)).json(),
    );
    expect(byOpportunity.results.map((r) => [r.entity.name, r.status])).toEqual([
      ['Linden Park Capital LP', 'DEAL_SIGNED'],
    ]);
    const entity = byOpportunity.results[0]?.entity.id;
    const page = investmentListSchema.parse(
      (await list(`?entity_id=${entity}&limit=3&page=2&ordering=-amount`)).json(),
    );
    expect(page).toMatchObject({ count: 4, results: [{ amount: '25000.00' }] });
    const byName = investmentListSchema.parse((await list('?ordering=entity_name&limit=100')).json());
    const names = byName.results.map((r) => r.entity.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('answers 400 naming the field of a bad filter', async () => {
    const res = await list('?status=SIGNED_ISH');
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^status: /);
    const long = await list(`?investor=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('investor: should be at most 100 characters');
    expect((await list('?entity_id=nope')).json().detail).toMatch(/^entity_id: /);
  });

  it('is open to every fiduciary role, refused to investors (403) and other tenants (404)', async () => {
    for (const role of ROLES) expect((await list('', d.staff[role])).statusCode, role).toBe(200);
    expect((await list('', d.investor)).statusCode).toBe(403);
    expect((await list('', d.other.caller)).statusCode).toBe(404);
  });
});

describe('GET fid-admin/investments/{id}: the deal page', () => {
  it('gives the investor, KYC state, documents with links, progress dates and the caller’s actions', async () => {
    const id = await deskDeal(d.t, APPROVED);
    const res = await deal(id);
    expect(res.statusCode).toBe(200);
    const body = dealDetailSchema.parse(res.json());
    expect(body).toMatchObject({
      status: 'DEAL_APPROVED',
      status_color: 'orange',
      entity: { name: 'Linden Park Capital LP' },
      entity_type: 'ENTITY',
      investor: { name: 'Jordan Linden', email: DEMO_DEAL_DESK_INVESTOR.email },
      kyc: { invitation_status: null, label: null },
      pre_form_response: { amount: '60000.00', source_of_funds: 'Savings', accredited: true },
      opportunity: { name: APPROVED },
      countersign: null,
      actions: ['decline', 'countersign'],
    });
    expect(body.nda_signed_date).toEqual(expect.any(String));
    expect(body.deal_signed_date).toEqual(expect.any(String));
    expect(body.counter_signed_deal_date).toBeNull();
    expect(body.documents.map((doc) => doc.doc_class)).toEqual(['NDA', 'DEAL']);
    const subscription = body.documents[1];
    expect(subscription?.signed_file_id).toBe(body.signed_document_id);
    const pdf = await d.t.app.inject({ url: subscription?.signed_url as string });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it.each([
    ['FS', ['decline', 'countersign']],
    ['FA', ['decline', 'countersign']],
    ['KYC', []],
    ['OA', []],
    ['DE', ['decline']],
    ['BD', []],
    ['SIG', ['countersign']],
    ['ED', []],
    ['AV', []],
  ] as const)('shows %s the actions %j on an approved deal', async (role, actions) => {
    const res = await deal(await deskDeal(d.t, APPROVED), d.staff[role]);
    expect(res.statusCode).toBe(200);
    expect(res.json().actions).toEqual(actions);
  });

  it('answers 403 to an investor and 404 for another tenant’s or a missing investment', async () => {
    const id = await deskDeal(d.t, APPROVED);
    expect((await deal(id, d.investor)).statusCode).toBe(403);
    expect((await deal(id, d.other.caller)).statusCode).toBe(404);
    expect((await deal(d.otherInvestmentId)).statusCode).toBe(404);
    expect((await deal('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the fiduciary steps: roles (ADR 0026) and refused transitions', () => {
  it.each(Object.entries(ALLOWED) as [Step, RoleKey[]][])(
    '%s: the roles allowed reach the state check (409 on an executed deal), the others get 403',
    async (action, allowed) => {
      await setStatus(scratch, 'DEAL_EXECUTED');
      for (const role of ROLES) {
        const res = await step(role, scratch, action);
        expect(res.statusCode, `${role} ${action}`).toBe(allowed.includes(role) ? 409 : 403);
      }
    },
  );

  it.each(['approve', 'decline', 'execute', 'countersign'] as const)(
    'refuses %s from every state the machine does not allow it from (409 TRANSITION_REFUSED)',
    async (action) => {
      for (const status of INVESTMENT_STATUSES) {
        if (investmentMachine.can(status, action)) continue;
        await setStatus(scratch, status);
        const res = await step('FA', scratch, action);
        expect(res.statusCode, status).toBe(409);
        expect(res.json()).toMatchObject({ code: 'CONFLICT', reason: 'TRANSITION_REFUSED' });
      }
    },
  );

  it('answers 404 for another tenant’s investment, whatever the step', async () => {
    for (const action of ['approve', 'decline', 'execute', 'countersign'] as const) {
      expect((await step('FA', d.otherInvestmentId, action)).statusCode, action).toBe(404);
      expect((await step('FA', scratch, action, d.other.fid)).statusCode, action).toBe(404);
    }
  });

  it('refuses countersigning an approved deal the investor has not signed (409 DEAL_NOT_SIGNED)', async () => {
    await setStatus(scratch, 'DEAL_APPROVED');
    const res = await step('SIG', scratch, 'countersign');
    expect(res.statusCode).toBe(409);
    expect(res.json().reason).toBe('DEAL_NOT_SIGNED');
  });

  it('declines only with a reason (400 naming it), keeps the reason, and audits', async () => {
    await setStatus(scratch, 'DEAL_PENDING_REVIEW');
    const url = fidAdminUrl(d.fid, `investments/${scratch}/decline`);
    for (const payload of [undefined, {}, { reason: '  ' }]) {
      const res = await call(d.t, d.staff.DE, 'POST', url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail).toBe('Reason is required');
    }
    const res = await call(d.t, d.staff.FS, 'POST', url, { reason: 'Outside the mandate' });
    expect(res.statusCode).toBe(200);
    const page = dealDetailSchema.parse((await deal(scratch)).json());
    expect(page).toMatchObject({ status: 'DEAL_DECLINED', status_color: 'red', decline_reason: 'Outside the mandate' });
    expect(page.actions).toEqual([]);
    const audit = await d.t.db
      .selectFrom('audit_event')
      .select(['kind', 'data'])
      .where('subject', '=', scratch)
      .execute();
    expect(audit.find((e) => e.kind === 'investment_declined')?.data).toMatchObject({ reason: 'Outside the mandate' });
  });

  it('approves a deal waiting for review, then executes a countersigned one', async () => {
    const pending = await deskDeal(d.t, PENDING);
    const approved = await step('DE', pending, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'DEAL_APPROVED' });
    const signed = await deskDeal(d.t, COUNTERSIGNED);
    expect((await deal(signed, d.staff.DE)).json().actions).toEqual(['execute']);
    const executed = await step('FA', signed, 'execute');
    expect(executed.statusCode).toBe(200);
    expect(executed.json().data).toMatchObject({ status: 'DEAL_EXECUTED', status_color: 'green' });
  });
});
