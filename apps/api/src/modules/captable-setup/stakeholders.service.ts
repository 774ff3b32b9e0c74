import type { Stakeholder, StakeholderBody } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { nextIds } from '#api/modules/captable-ledger/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import {
  findStakeholder,
  insertStakeholder,
  pageStakeholders,
  type StakeholderRow,
  updateStakeholderRow,
} from './setup.repository.ts';

/**
 * A cap table's stakeholders (OCF stakeholders, 'SH-n'). The roles that draft securities add and
 * edit them (drafting needs holders; spec 6 has no line of its own for them); readers list them.
 */

function toStakeholder(row: StakeholderRow): Stakeholder {
  return { ...row, created_on: new Date(row.created_on).toISOString() };
}

/** A page of stakeholders by name, optionally those whose name contains `search` (any case). */
export async function listStakeholders(
  ctx: AppContext,
  who: CapTableScope,
  q: { page: number; itemsPerPage: number; search?: string | undefined },
) {
  const { rows, count } = await pageStakeholders(ctx.db, who.capTableId, {
    limit: q.itemsPerPage,
    offset: (q.page - 1) * q.itemsPerPage,
    search: q.search?.trim() || undefined,
  });
  return { results: rows.map(toStakeholder), count };
}

const clean = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

async function reread(trx: Executor, capTableId: string, id: string) {
  return toStakeholder((await findStakeholder(trx, capTableId, id)) as StakeholderRow);
}

async function audit(trx: Executor, who: CapTableScope, kind: string, data: Record<string, unknown>) {
  await recordAudit(trx, {
    fiduciary_id: who.fiduciaryId,
    actor_user_id: who.userId,
    kind,
    subject: who.capTableId,
    data,
  });
}

export async function createStakeholder(ctx: AppContext, who: CapTableScope, body: StakeholderBody) {
  return ctx.db.transaction().execute(async (trx) => {
    const [id] = (await nextIds(trx, who.capTableId, 'SH')) as [string];
    await insertStakeholder(trx, {
      cap_table_id: who.capTableId,
      id,
      name: body.name,
      stakeholder_type: body.stakeholder_type,
      email: clean(body.email) ?? null,
      relationship: clean(body.relationship) ?? null,
    });
    await audit(trx, who, 'captable_stakeholder_created', { stakeholder_id: id, name: body.name });
    return reread(trx, who.capTableId, id);
  });
}

export async function updateStakeholder(
  ctx: AppContext,
  who: CapTableScope,
  id: string,
  body: Partial<StakeholderBody>,
) {
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await findStakeholder(trx, who.capTableId, id, true))) throw notFound();
    const patch = {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(body.stakeholder_type === undefined ? {} : { stakeholder_type: body.stakeholder_type }),
      ...(body.email === undefined ? {} : { email: clean(body.email) ?? null }),
      ...(body.relationship === undefined ? {} : { relationship: clean(body.relationship) ?? null }),
    };
    if (Object.keys(patch).length > 0) await updateStakeholderRow(trx, who.capTableId, id, patch);
    await audit(trx, who, 'captable_stakeholder_updated', { stakeholder_id: id, fields: Object.keys(patch) });
    return reread(trx, who.capTableId, id);
  });
}
