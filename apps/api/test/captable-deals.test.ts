import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEAL_EXEMPTION } from '#api/modules/captable-deals/index.ts';
import type { Caller } from './documents-fixtures.ts';
import { demoApp } from './demo-callers.ts';
import type { TestApp } from './helpers.ts';

/** From deal to ledger (issue 17 point 8): executing an investment drafts its issuance in the cap table. */
let t: TestApp, fidAdmin: Caller, captableAdmin: Caller;

beforeAll(async () => {
  ({ t, fidAdmin, captableAdmin } = await demoApp('fidAdmin', 'captableAdmin'));
});
afterAll(() => t.close());

const capTableOf = async (issuer: string) =>
  await t.db
    .selectFrom('cap_table as c')
    .innerJoin('issuer as i', 'i.id', 'c.issuer_id')
    .select(['c.id', 'i.id as issuer_id'])
    .where('i.name', '=', issuer)
    .executeTakeFirstOrThrow();

let entities = 0;

/** A signed investment of a new entity of the demo investor's in `opportunity`, ready to execute. */
async function signedInvestment(opportunity: string, amount: string): Promise<string> {
  const o = await t.db
    .selectFrom('opportunity')
    .select(['id', 'fiduciary_id'])
    .where('name', '=', opportunity)
    .executeTakeFirstOrThrow();
  const user = await t.db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'investor@demo.test')
    .executeTakeFirstOrThrow();
  entities += 1;
  const entity = await t.db
    .insertInto('investing_entity')
    .values({
      fiduciary_id: o.fiduciary_id,
      name: `Deal Ledger Holdings ${entities}`,
      type: 'ENTITY',
      trellis_uid: `ENT-DL${entities}`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await t.db
    .insertInto('investment')
    .values({
      fiduciary_id: o.fiduciary_id,
      opportunity_id: o.id,
      entity_id: entity.id,
      user_id: user.id,
      amount,
      status: 'DEAL_SIGNED',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const execute = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/fid/${fidAdmin.fid}/fid-admin/investments/${id}/execute`,
    headers: fidAdmin.headers,
  });

describe('executing an investment drafts its issuance', () => {
  it('the demo data already holds the draft of the executed Series A position', async () => {
    const ct = await capTableOf('Northwind Robotics');
    const drafts = await t.db
      .selectFrom('cap_security')
      .select(['kind', 'status', 'investment_id', 'price'])
      .where('cap_table_id', '=', ct.id)
      .where('investment_id', 'is not', null)
      .execute();
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((d) => d.status === 'draft' && d.kind === 'PS' && d.price === '1.25')).toBe(true);
  });

  it('preferred terms: floor(amount / class price) shares, the remainder as cash, linked to the investment', async () => {
    const ct = await capTableOf('Northwind Robotics');
    const id = await signedInvestment('Northwind Series A', '30000.00');
    expect((await execute(id)).statusCode).toBe(200);
    const draft = await t.db
      .selectFrom('cap_security as s')
      .innerJoin('cap_stakeholder as h', (j) =>
        j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
      )
      .select(['s.id', 's.kind', 's.status', 's.quantity', 's.price', 's.class_id', 's.details', 'h.entity_id'])
      .where('s.investment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft).toMatchObject({ kind: 'PS', status: 'draft', quantity: '24000', price: '1.25', class_id: 'CLS-2' });
    expect(draft.id).toMatch(/^PS-\d+$/);
    expect(draft.details).toMatchObject({
      source: 'investment',
      amount: '30000.00',
      cash_in_lieu: { value: '0', rounding: 'DL-DEFAULT R5' },
      security_law_exemptions: [DEAL_EXEMPTION],
    });
    const inv = await t.db.selectFrom('investment').select('entity_id').where('id', '=', id).executeTakeFirstOrThrow();
    expect(draft.entity_id).toBe(inv.entity_id);
    const audit = await t.db
      .selectFrom('audit_event')
      .select('data')
      .where('kind', '=', 'captable_deal_drafted')
      .where('subject', '=', ct.id)
      .execute();
    expect(audit.some((a) => (a.data as { investment_id?: string }).investment_id === id)).toBe(true);

    // The cap-table admin sees it ready and issues it.
    const base = `/api/v1/fid/${captableAdmin.fid}/captable/companies/${ct.issuer_id}`;
    const shown = await t.app.inject({ url: `${base}/securities/${draft.id}`, headers: captableAdmin.headers });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data.readiness).toMatchObject({ ready: true, label: 'Ready to be issued' });
    const issued = await t.app.inject({
      method: 'POST',
      url: `${base}/securities/issue`,
      headers: captableAdmin.headers,
      payload: { security_ids: [draft.id] },
    });
    expect(issued.statusCode).toBe(200);
    const after = await t.db
      .selectFrom('cap_security')
      .select('status')
      .where('id', '=', draft.id)
      .where('cap_table_id', '=', ct.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('issued');
  });

  it('an amount that does not divide evenly keeps the whole shares and records the cash', async () => {
    const id = await signedInvestment('Northwind Series A', '1000.10');
    expect((await execute(id)).statusCode).toBe(200);
    const draft = await t.db
      .selectFrom('cap_security')
      .select(['quantity', 'details'])
      .where('investment_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(draft.quantity).toBe('800');
    expect(draft.details).toMatchObject({ cash_in_lieu: { value: '0.1', rounding: 'DL-DEFAULT R5' } });
  });

  it('a SAFE records the money invested; fund terms make no cap-table entry', async () => {
    const safe = await signedInvestment('Northwind Series A Extension', '25000.00');
    expect((await execute(safe)).statusCode).toBe(200);
    const draft = await t.db
      .selectFrom('cap_security')
      .select(['kind', 'quantity', 'price'])
      .where('investment_id', '=', safe)
      .executeTakeFirstOrThrow();
    expect(draft).toEqual({ kind: 'SAFE', quantity: '25000.00', price: null });

    const fund = await t.db
      .selectFrom('opportunity')
      .select('name')
      .where('type', '=', 'FUND')
      .where('issuer_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const none = await signedInvestment(fund.name, '50000.00');
    expect((await execute(none)).statusCode).toBe(200);
    expect(
      await t.db.selectFrom('cap_security').select('id').where('investment_id', '=', none).executeTakeFirst(),
    ).toBeUndefined();
  });
});
