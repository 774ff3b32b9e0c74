import type { Stakeholder, StakeholderBody } from '@dl/contracts';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { containsPattern } from '#api/db/like.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { nextIds } from '#api/modules/captable-ledger/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';

/**
 * A cap table's stakeholders (OCF stakeholders, 'SH-n'). The roles that draft securities add and
 * edit them (drafting needs holders; spec 6 has no line of its own for them); readers list them.
 */

const COLUMNS = [
  'id',
  'name',
  'stakeholder_type',
  'email',
  'relationship',
  'entity_id',
  'user_id',
  'created_on',
] as const;

type Row = Awaited<ReturnType<typeof findStakeholder>> & {};

function toStakeholder(row: NonNullable<Row>): Stakeholder {
  return { ...row, created_on: new Date(row.created_on).toISOString() };
}

function findStakeholder(db: Executor, capTableId: string, id: string, lock = false) {
  return db
    .selectFrom('cap_stakeholder')
    .select(COLUMNS)
    .where('cap_table_id', '=', capTableId)
    .where('id', '=', id)
    .$if(lock, (q) => q.forUpdate())
    .executeTakeFirst();
}

/** A page of stakeholders by name (cap_stakeholder_name_idx), optionally those whose name contains `search`. */
export async function listStakeholders(
  ctx: AppContext,
  who: CapTableScope,
  q: { page: number; itemsPerPage: number; search?: string | undefined },
) {
  const search = q.search?.trim().toLowerCase();
  const base = ctx.db
    .selectFrom('cap_stakeholder')
    .where('cap_table_id', '=', who.capTableId)
    .$if(Boolean(search), (b) => b.where(sql<string>`lower(name)`, 'like', containsPattern(search as string)));
  const [rows, total] = await Promise.all([
    base
      .select(COLUMNS)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .limit(q.itemsPerPage)
      .offset((q.page - 1) * q.itemsPerPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { results: rows.map(toStakeholder), count: Number(total.n) };
}

const clean = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

export async function createStakeholder(ctx: AppContext, who: CapTableScope, body: StakeholderBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const [id] = (await nextIds(trx, who.capTableId, 'SH')) as [string];
    await trx
      .insertInto('cap_stakeholder')
      .values({
        cap_table_id: who.capTableId,
        id,
        name: body.name,
        stakeholder_type: body.stakeholder_type,
        email: clean(body.email) ?? null,
        relationship: clean(body.relationship) ?? null,
      })
      .execute();
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'captable_stakeholder_created',
      subject: who.capTableId,
      data: { stakeholder_id: id, name: body.name },
    });
    return toStakeholder((await findStakeholder(trx, who.capTableId, id)) as NonNullable<Row>);
  });
}

export async function updateStakeholder(
  ctx: AppContext,
  who: CapTableScope,
  id: string,
  body: Partial<StakeholderBody>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    const current = await findStakeholder(trx, who.capTableId, id, true);
    if (!current) throw notFound();
    const patch = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.stakeholder_type === undefined ? {} : { stakeholder_type: body.stakeholder_type }),
      ...(body.email === undefined ? {} : { email: clean(body.email) ?? null }),
      ...(body.relationship === undefined ? {} : { relationship: clean(body.relationship) ?? null }),
    };
    if (Object.keys(patch).length > 0)
      await trx
        .updateTable('cap_stakeholder')
        .set(patch)
        .where('cap_table_id', '=', who.capTableId)
        .where('id', '=', id)
        .execute();
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'captable_stakeholder_updated',
      subject: who.capTableId,
      data: { stakeholder_id: id, fields: Object.keys(patch) },
    });
    return toStakeholder((await findStakeholder(trx, who.capTableId, id)) as NonNullable<Row>);
  });
}
