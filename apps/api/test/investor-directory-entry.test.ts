import { randomUUID } from 'node:crypto';
import { INVESTOR_FIDUCIARY_ROLES, type InvestmentStatus, investorAmounts, kycStateOf } from '@dl/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { Trx } from '#api/db/database.ts';
import type { TestApp } from './helpers.ts';
import { invited } from './onboarding-fixtures.ts';

/**
 * investor_directory_entry (migration 20261127_1300) is the investor_directory view plus the sorted
 * name, the KYC state and the sums, kept in step by the database's triggers: after every kind of write
 * the table equals the view, with the KYC state and the sums recomputed here by the domain's rules.
 */

let t: TestApp, fid: string, fidAdmin: Caller;

beforeAll(async () => {
  ({ t, fid, fidAdmin } = await demoApp('fidAdmin'));
});
afterAll(() => t.close());

/** What the table should hold: every row of the view, derived by the domain's definitions. */
async function expected() {
  const [rows, investments] = await Promise.all([
    t.db.selectFrom('investor_directory').selectAll().execute(),
    t.db.selectFrom('investment').select(['fiduciary_id', 'entity_id', 'status', 'amount']).execute(),
  ]);
  const byEntity = new Map<string, Array<{ status: InvestmentStatus; amount: string }>>();
  for (const i of investments) {
    const key = `${i.fiduciary_id}/${i.entity_id}`;
    byEntity.set(key, [...(byEntity.get(key) ?? []), { status: i.status as InvestmentStatus, amount: i.amount }]);
  }
  return rows
    .map((d) => ({
      ...d,
      sort_name: d.name.toLowerCase(),
      kyc_state: kycStateOf({
        invitationStatus: d.invitation_status,
        revisionRequested: d.revision_requested,
        responseStatus: d.response_status,
      }),
      ...investorAmounts(d.entity_id ? (byEntity.get(`${d.fiduciary_id}/${d.entity_id}`) ?? []) : []),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

async function stored() {
  const rows = await t.db
    .selectFrom('investor_directory_entry')
    .selectAll()
    .select([sql<string>`committed::text`.as('committed'), sql<string>`invested::text`.as('invested')])
    .execute();
  return rows.sort((a, b) => a.id.localeCompare(b.id));
}

async function expectInStep() {
  const [want, have] = await Promise.all([expected(), stored()]);
  expect(have).toEqual(want);
  return have;
}

const rowOf = async (id: string) => (await stored()).find((r) => r.id === id);

async function newEntity(name: string, type: 'ENTITY' | 'INDIVIDUAL' = 'ENTITY') {
  const row = await t.db
    .insertInto('investing_entity')
    .values({ fiduciary_id: fid, name, type, trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('investor_directory_entry follows every write', () => {
  it('holds the demo data (backfill, then the demo seed through the triggers)', async () => {
    const rows = await expectInStep();
    expect(rows.filter((r) => r.fiduciary_id === fid).length).toBeGreaterThan(0);
  });

  it('an invitation created, registered, moved through its statuses, revoked', async () => {
    const { id: invitationId } = await invited(t, fidAdmin, { first_name: 'Rowan', last_name: 'Step' });
    await expectInStep();
    expect(await rowOf(invitationId)).toMatchObject({ name: 'Rowan Step', invitation_status: 1, entity_id: null });

    // Registration: the invitation's row gives way to its entity's row.
    const entityId = await newEntity('Rowan Step', 'INDIVIDUAL');
    await t.db
      .updateTable('invitation')
      .set({ entity_id: entityId, status: 3, code_used_on: new Date(), registered_on: new Date() })
      .where('id', '=', invitationId)
      .execute();
    await expectInStep();
    expect(await rowOf(invitationId)).toBeUndefined();
    expect(await rowOf(entityId)).toMatchObject({ invitation_id: invitationId, invitation_status: 3 });

    await t.db.updateTable('invitation').set({ status: 4 }).where('id', '=', invitationId).execute();
    await expectInStep();
    await t.db
      .updateTable('invitation')
      .set({ status: 3, decided_on: new Date(), decision_reason: 'Unreadable scan' })
      .where('id', '=', invitationId)
      .execute();
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ kyc_state: 'REVISION_REQUESTED' });

    const { id: other } = await invited(t, fidAdmin, { first_name: 'Revo', last_name: 'Ked' });
    await t.db.updateTable('invitation').set({ revoked_on: new Date() }).where('id', '=', other).execute();
    await expectInStep();
    expect((await rowOf(other))?.revoked_on).not.toBeNull();

    // The entity goes away: its invitation is a not-registered row again.
    await t.db.deleteFrom('investing_entity').where('id', '=', entityId).execute();
    await expectInStep();
    expect(await rowOf(entityId)).toBeUndefined();
    expect(await rowOf(invitationId)).toMatchObject({ entity_id: null, invitation_id: invitationId });
  });

  it('an entity renamed, a member added (and their e-mail changed), an address added', async () => {
    const entityId = await newEntity('Zephyr Capital');
    await expectInStep();
    await t.db.updateTable('investing_entity').set({ name: 'Aardvark Capital' }).where('id', '=', entityId).execute();
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ name: 'Aardvark Capital', sort_name: 'aardvark capital' });

    const user = await createUser(t.db, { memberships: [] });
    await t.db
      .insertInto('membership')
      .values({
        fiduciary_id: fid,
        user_id: user.id,
        role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
        entity_id: entityId,
      })
      .execute();
    await expectInStep();
    expect((await rowOf(entityId))?.email).toBe(user.email);
    await t.db
      .updateTable('app_user')
      .set({ email: 'renamed-member@test.example' })
      .where('id', '=', user.id)
      .execute();
    await expectInStep();
    expect((await rowOf(entityId))?.email).toBe('renamed-member@test.example');

    await t.db
      .insertInto('entity_address')
      .values({
        fiduciary_id: fid,
        entity_id: entityId,
        type: 'OFFICE',
        line1: '9 Quay',
        city: 'Harbourton',
        province: 'HB',
        postal: '00009',
        country: 'ca',
      })
      .execute();
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ city: 'Harbourton', state: 'HB', country: 'ca' });
  });

  it('a KYC response saved, then submitted', async () => {
    const entityId = await newEntity('Kyc Response Partners');
    const template = await t.db
      .selectFrom('form_template')
      .select(['form_id', 'version'])
      .where('form_id', '=', '4')
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('form_response')
      .values({ fiduciary_id: fid, entity_id: entityId, form_id: '4', template_version: template.version })
      .execute();
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ response_status: 'DRAFT', kyc_state: 'IN_PROGRESS' });
    await t.db.updateTable('form_response').set({ status: 'SUBMITTED' }).where('entity_id', '=', entityId).execute();
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ kyc_state: 'SUBMITTED' });
  });

  it('investments inserted in bulk (one refresh per statement, statistics refreshed), their status changed, deleted', async () => {
    const entities = await t.db
      .insertInto('investing_entity')
      .columns(['fiduciary_id', 'name', 'type', 'trellis_uid'])
      .expression(
        sql`SELECT ${fid}::uuid, 'Bulk Investor ' || g, 'ENTITY', 'ENT-BULK-' || g FROM generate_series(1, 120) AS g`,
      )
      .returning('id')
      .execute();
    const ids = entities.map((e) => e.id);
    // A bulk change refreshes the planner's statistics of the table at once.
    const { rows: stats } = await sql<{ reltuples: number; n: string }>`
      SELECT reltuples, (SELECT count(*) FROM investor_directory_entry) AS n FROM pg_class
      WHERE oid = 'investor_directory_entry'::regclass`.execute(t.db);
    expect(stats[0]?.reltuples).toBe(Number(stats[0]?.n));
    const user = await createUser(t.db, { memberships: [] });
    const statuses = ['IOI_SENT', 'DEAL_PENDING_REVIEW', 'DEAL_SIGNED', 'DEAL_EXECUTED', 'DEAL_DECLINED'];
    const calls = await t.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL track_functions = 'pl'`.execute(trx);
      await sql`
        INSERT INTO investment (fiduciary_id, opportunity_id, entity_id, user_id, status, amount)
        SELECT ${fid}, o.id, e.id, ${user.id}, (${statuses}::text[])[1 + (row_number() OVER ()) % 5],
          (1000 + row_number() OVER ()) * 1.25
        FROM opportunity o CROSS JOIN unnest(${ids}::uuid[]) AS e(id)
        WHERE o.fiduciary_id = ${fid}
      `.execute(trx);
      const { rows } = await sql<{ calls: string }>`
        SELECT calls FROM pg_stat_xact_user_functions WHERE funcname = 'investor_directory_refresh'`.execute(trx);
      return Number(rows[0]?.calls ?? 0);
    });
    expect(calls).toBe(1);
    const inserted = await t.db
      .selectFrom('investment')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('entity_id', 'in', ids)
      .executeTakeFirstOrThrow();
    expect(Number(inserted.n)).toBeGreaterThan(ids.length);
    const rows = await expectInStep();
    expect(rows.filter((r) => ids.includes(r.id) && r.committed !== '0.00').length).toBeGreaterThan(0);

    await t.db
      .updateTable('investment')
      .set({ status: 'DEAL_EXECUTED' })
      .where('entity_id', 'in', ids)
      .where('status', '=', 'DEAL_SIGNED')
      .execute();
    await expectInStep();
    await t.db
      .updateTable('investment')
      .set({ amount: '5.55' })
      .where('entity_id', '=', ids[0] as string)
      .execute();
    await expectInStep();
    await t.db.deleteFrom('investment').where('entity_id', 'in', ids.slice(0, 3)).execute();
    const after = await expectInStep();
    expect(after.find((r) => r.id === ids[0])).toMatchObject({ committed: '0.00', invested: '0.00' });
  });

  it('two transactions investing for one entity at once leave both amounts in its row', async () => {
    const entityId = await newEntity('Concurrent Capital');
    const user = await createUser(t.db, { memberships: [] });
    const opportunities = await t.db
      .selectFrom('opportunity')
      .select('id')
      .where('fiduciary_id', '=', fid)
      .orderBy('id')
      .limit(2)
      .execute();
    const invest = (trx: Trx, opportunityId: string, amount: string) =>
      trx
        .insertInto('investment')
        .values({
          fiduciary_id: fid,
          opportunity_id: opportunityId,
          entity_id: entityId,
          user_id: user.id,
          status: 'DEAL_EXECUTED',
          amount,
        })
        .execute();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let inserted = () => {};
    const firstWrote = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const first = t.db.transaction().execute(async (trx) => {
      await invest(trx, opportunities[0]?.id as string, '100.00');
      inserted();
      await held;
    });
    await firstWrote;
    // The second refresh waits for the first transaction, then reads what it committed.
    const second = t.db.transaction().execute((trx) => invest(trx, opportunities[1]?.id as string, '20.50'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    await Promise.all([first, second]);
    await expectInStep();
    expect(await rowOf(entityId)).toMatchObject({ committed: '120.50', invested: '120.50' });
  });

  it('is refreshed, not duplicated, when nothing the list shows changes', async () => {
    const before = await stored();
    await t.db.updateTable('invitation').set({ modified_on: new Date() }).where('fiduciary_id', '=', fid).execute();
    await t.db.updateTable('investment').set({ modified_on: new Date() }).where('fiduciary_id', '=', fid).execute();
    expect(await expectInStep()).toEqual(before);
  });
});
