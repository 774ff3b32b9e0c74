import type { SecurityDraftBody } from '@dl/contracts';
import type { Updateable } from 'kysely';
import type { CapSecurityTable } from '#api/db/schema-captable.ts';
import { captable } from '@dl/domain';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import type { Executor } from '#api/db/database.ts';
import { nextIds } from '../captable-ledger/index.ts';
import { actionTarget } from './securities.mapper.ts';
import {
  currentTermsVersion,
  deleteDraftRow,
  existingIds,
  findSecurity,
  insertDraftRow,
  updateSecurityRow,
} from './securities.repository.ts';
import { checkedSchedule } from './vesting.ts';

/** Drafts (spec 4): editors create, change and delete them; issuing is the admins'. Audited. */

type Patch = Partial<SecurityDraftBody>;

/** The references a draft names must exist in this cap table; each missing one is a field error. */
async function checkReferences(db: Executor, scope: CapTableScope, body: Patch): Promise<void> {
  const errors: Record<string, string> = {};
  const refs = [
    ['stakeholder_id', 'cap_stakeholder', 'There is no such stakeholder in this cap table.'],
    ['class_id', 'cap_stock_class', 'There is no such stock class in this cap table.'],
    ['plan_id', 'cap_plan', 'There is no such equity plan in this cap table.'],
  ] as const;
  for (const [field, table, message] of refs) {
    const id = body[field];
    if (id && !(await existingIds(db, table, scope.capTableId, id))) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) throw new FieldErrorsError(errors);
}

/** terms_version: the current version of terms_id when the draft names it (re-read when issued). */
async function termsVersionFor(db: Executor, scope: CapTableScope, termsId: string | null | undefined) {
  if (!termsId) return null;
  const found = await currentTermsVersion(db, scope.capTableId, termsId);
  if (!found) throw new FieldErrorsError({ terms_id: 'There are no such security terms in this cap table.' });
  return found.version;
}

function columns(body: Patch): Updateable<CapSecurityTable> {
  const out: Record<string, unknown> = {};
  for (const key of [
    'stakeholder_id',
    'class_id',
    'plan_id',
    'quantity',
    'price',
    'terms_id',
    'option_kind',
    'issue_date',
  ] as const)
    if (body[key] !== undefined) out[key] = body[key] ?? null;
  if (body.quantity !== undefined && body.quantity !== null) out.quantity = captable.exact.norm(body.quantity);
  if (body.price !== undefined && body.price !== null) out.price = captable.exact.norm(body.price);
  if (body.vesting !== undefined) out.vesting = body.vesting === null ? null : JSON.stringify(body.vesting);
  return out as Updateable<CapSecurityTable>;
}

function checkOptionKind(kind: string, optionKind: string | null | undefined) {
  if (optionKind && kind !== 'OP')
    throw new FieldErrorsError({ option_kind: 'Only an option has an option type (ISO, NSO or ISO/NSO).' });
}

export async function createDraft(ctx: AppContext, scope: CapTableScope, body: SecurityDraftBody): Promise<string> {
  checkOptionKind(body.kind, body.option_kind);
  if (body.vesting) checkedSchedule(body.vesting, body.quantity ?? null);
  return ctx.db.transaction().execute(async (trx) => {
    await checkReferences(trx, scope, body);
    const termsVersion = await termsVersionFor(trx, scope, body.terms_id);
    const [id] = (await nextIds(trx, scope.capTableId, body.kind)) as [string];
    await insertDraftRow(trx, {
      cap_table_id: scope.capTableId,
      id,
      kind: body.kind,
      status: 'draft',
      ...columns(body),
      terms_version: termsVersion,
      details: JSON.stringify(body.details ?? {}),
      created_by: scope.userId,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable.security_drafted',
      subject: id,
      data: { cap_table_id: scope.capTableId, kind: body.kind },
    });
    return id;
  });
}

/** A draft's fields; an issued security changes through the modify action instead (409). */
export async function updateDraft(ctx: AppContext, scope: CapTableScope, id: string, body: Patch): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findSecurity(trx, scope.capTableId, id, true);
    if (!row) throw notFound();
    if (row.status !== 'draft')
      throw new AppError(
        'CONFLICT',
        captable.actionRefusal('modify', actionTarget(row)) ??
          `${id} has been issued; change it with the modify action, not by editing the draft.`,
      );
    if (body.kind !== undefined && body.kind !== row.kind)
      throw new FieldErrorsError({ kind: 'The kind of a draft cannot change; delete it and draft another.' });
    checkOptionKind(row.kind, body.option_kind);
    const quantity = body.quantity !== undefined ? body.quantity : row.quantity;
    const vesting = body.vesting !== undefined ? body.vesting : row.vesting;
    if (vesting) checkedSchedule(vesting as never, quantity ?? null);
    await checkReferences(trx, scope, body);
    const set: Updateable<CapSecurityTable> = { ...columns(body), modified_on: new Date() };
    if (body.terms_id !== undefined) set.terms_version = await termsVersionFor(trx, scope, body.terms_id);
    if (body.details !== undefined) set.details = JSON.stringify({ ...(row.details as object), ...body.details });
    await updateSecurityRow(trx, scope.capTableId, id, set);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable.security_draft_updated',
      subject: id,
      data: { cap_table_id: scope.capTableId, fields: Object.keys(body) },
    });
  });
}

/** Only a draft is deleted (the domain's sentence otherwise, 409). */
export async function deleteDraft(ctx: AppContext, scope: CapTableScope, id: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findSecurity(trx, scope.capTableId, id, true);
    if (!row) throw notFound();
    const refusal = captable.actionRefusal('delete', actionTarget(row));
    if (refusal) throw new AppError('CONFLICT', refusal);
    await deleteDraftRow(trx, scope.capTableId, id);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable.security_draft_deleted',
      subject: id,
      data: { cap_table_id: scope.capTableId, kind: row.kind },
    });
  });
}
