import type { SecurityActionBody } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Trx } from '#api/db/database.ts';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { obj } from '#api/lib/json-details.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { appendLedgerTx, nextIds } from '../captable-ledger/index.ts';
import { type ActionContext, type ActionResult, balanceIdFor, mergeDetails } from './action-context.ts';
import { exerciseAction, terminateAction, vestingAction } from './actions-options.ts';
import { certifyShares, removeWritten } from './certificates.ts';
import { actionTarget } from './securities.mapper.ts';
import { existingIds, findSecurity, lockCapTable, updateSecurityRow } from './securities.repository.ts';

/**
 * Security actions (spec 4, CAPTABLE 4.7) on issued securities: each is refused with the domain's
 * sentence (409) where it does not apply. A partial transfer, cancellation, repurchase or exercise
 * ends the security and creates new ones; new share holdings get their certificate.
 */

async function transfer(a: ActionContext, b: Extract<SecurityActionBody, { action: 'transfer' }>) {
  if (!(await existingIds(a.trx, 'cap_stakeholder', a.scope.capTableId, b.to_stakeholder_id)))
    throw new FieldErrorsError({ to_stakeholder_id: 'There is no such stakeholder in this cap table.' });
  const balanceId = await balanceIdFor(a, b.quantity);
  const [resultingId] = (await nextIds(a.trx, a.scope.capTableId, a.row.kind)) as [string];
  const r = await appendLedgerTx(a.trx, a.ledger, {
    type: 'transfer',
    date: b.date,
    securityId: a.row.id,
    quantity: b.quantity,
    toStakeholderId: b.to_stakeholder_id,
    resultingId,
    ...(balanceId ? { balanceId } : {}),
  });
  // The transferred part vests pro rata on its own quantity.
  if (a.row.vesting) await mergeDetails(a, resultingId, { vesting_quantity: captable.exact.norm(b.quantity) });
  return { tx_ids: [r.tx.id], created: balanceId ? [resultingId, balanceId] : [resultingId], cost: null };
}

async function cancel(a: ActionContext, b: Extract<SecurityActionBody, { action: 'cancel' }>) {
  const balanceId = await balanceIdFor(a, b.quantity);
  const r = await appendLedgerTx(a.trx, a.ledger, {
    type: 'cancellation',
    date: b.date,
    securityId: a.row.id,
    quantity: captable.exact.norm(b.quantity),
    reason: b.reason,
    ...(balanceId ? { balanceId } : {}),
  });
  return { tx_ids: [r.tx.id], created: balanceId ? [balanceId] : [], cost: null };
}

async function repurchase(a: ActionContext, b: Extract<SecurityActionBody, { action: 'repurchase' }>) {
  const balanceId = await balanceIdFor(a, b.quantity);
  const r = await appendLedgerTx(a.trx, a.ledger, {
    type: 'repurchase',
    date: b.date,
    securityId: a.row.id,
    quantity: b.quantity,
    price: captable.exact.norm(b.price),
    disposition: b.disposition,
    ...(balanceId ? { balanceId } : {}),
  });
  const cost = captable.roundMoney(captable.repurchaseCost(b.quantity, b.price));
  return { tx_ids: [r.tx.id], created: balanceId ? [balanceId] : [], cost };
}

async function retract(a: ActionContext, b: Extract<SecurityActionBody, { action: 'retract' }>) {
  const r = await appendLedgerTx(a.trx, a.ledger, {
    type: 'retraction',
    date: b.date,
    securityId: a.row.id,
    reason: b.reason,
  });
  return { tx_ids: [r.tx.id], created: [], cost: null };
}

/**
 * Modify: the reducer has no transaction for a change of price or details (OCF has only repricing,
 * CAPTABLE 4.7), so the row changes in place, the previous values kept in `details.modifications`,
 * and the change is audited; no cap_tx row is written.
 */
async function modify(a: ActionContext, b: Extract<SecurityActionBody, { action: 'modify' }>) {
  if (b.price === undefined && b.details === undefined)
    throw new AppError('BAD_REQUEST', 'Give a new price or the details to change.');
  const before = obj(a.row.details);
  const history = Array.isArray(before.modifications) ? before.modifications : [];
  const entry = {
    date: b.date,
    by: a.scope.userId,
    ...(b.price !== undefined ? { price_before: a.row.price, price_after: captable.exact.norm(b.price) } : {}),
    ...(b.details !== undefined ? { fields: Object.keys(b.details) } : {}),
  };
  const { modifications: _m, ...given } = b.details ?? {};
  await updateSecurityRow(a.trx, a.scope.capTableId, a.row.id, {
    ...(b.price !== undefined ? { price: captable.exact.norm(b.price) } : {}),
    details: JSON.stringify({ ...before, ...given, modifications: [...history, entry] }),
    modified_on: new Date(),
  });
  return { tx_ids: [], created: [], cost: null };
}

/** Runs one action in the caller's transaction; certificates for new share holdings; audited. */
export async function runAction(
  ctx: AppContext,
  trx: Trx,
  scope: CapTableScope,
  securityId: string,
  body: SecurityActionBody,
  written: string[],
): Promise<ActionResult> {
  await lockCapTable(trx, scope.capTableId);
  const row = await findSecurity(trx, scope.capTableId, securityId, true);
  if (!row) throw notFound();
  const refusal =
    row.status === 'draft' && body.action === 'modify'
      ? `${securityId} is still a draft; edit the draft instead.`
      : captable.actionRefusal(body.action, actionTarget(row));
  if (refusal) throw new AppError('CONFLICT', refusal);
  const a: ActionContext = {
    trx,
    scope,
    row,
    ledger: { capTableId: scope.capTableId, fiduciaryId: scope.fiduciaryId, userId: scope.userId },
  };
  const result = await dispatch(a, body);
  await certifyShares(trx, ctx.storage, scope, result.created, written);
  await recordAudit(trx, {
    fiduciary_id: scope.fiduciaryId,
    actor_user_id: scope.userId,
    kind: `captable.security_${body.action}`,
    subject: securityId,
    data: { cap_table_id: scope.capTableId, body, tx_ids: result.tx_ids, created: result.created },
  });
  return result;
}

function dispatch(a: ActionContext, body: SecurityActionBody): Promise<ActionResult> {
  switch (body.action) {
    case 'transfer':
      return transfer(a, body);
    case 'cancel':
      return cancel(a, body);
    case 'repurchase':
      return repurchase(a, body);
    case 'retract':
      return retract(a, body);
    case 'modify':
      return modify(a, body);
    case 'exercise':
      return exerciseAction(a, body);
    case 'terminate':
      return terminateAction(a, body);
    case 'vesting':
      return vestingAction(a, body);
  }
}

/** An admin's action, in its own transaction. */
export async function actOnSecurity(
  ctx: AppContext,
  scope: CapTableScope,
  securityId: string,
  body: SecurityActionBody,
): Promise<ActionResult> {
  const written: string[] = [];
  try {
    return await ctx.db.transaction().execute((trx) => runAction(ctx, trx, scope, securityId, body, written));
  } catch (err) {
    await removeWritten(ctx.storage, written);
    throw err;
  }
}
