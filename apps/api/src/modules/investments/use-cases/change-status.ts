import { draftIssuanceForInvestment } from '#api/modules/captable-deals/index.ts';
import type { Investment } from '@dl/contracts';
import { type InvestmentEvent, type InvestmentStatus, investmentMachine, TransitionError } from '@dl/domain';
import type { Updateable } from 'kysely';
import type { InvestmentTable } from '#api/db/schema.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyInvestmentChange } from '#api/modules/notifications/index.ts';
import { toInvestment } from '../investments.mapper.ts';
import { findInvestmentById, lockInvestment, updateInvestment } from '../investments.repository.ts';

export interface ChangeStatusOptions {
  fiduciaryId: string;
  userId: string;
  investmentId: string;
  event: InvestmentEvent;
  /** Columns set with the new status (dates, who, reason). */
  patch?: (now: Date) => Updateable<InvestmentTable>;
  auditKind: string;
  auditData?: Record<string, unknown>;
}

/**
 * Moves an investment through its machine (ADR 0005) with the row locked, and audits the change in
 * the same transaction. A refused transition answers 409 with the machine's sentence.
 */
export async function changeInvestmentStatus(ctx: AppContext, options: ChangeStatusOptions): Promise<Investment> {
  const { fiduciaryId, investmentId } = options;
  const entityId = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockInvestment(trx, fiduciaryId, investmentId);
    if (!current) throw notFound();
    let status: InvestmentStatus;
    try {
      status = investmentMachine.next(current.status, options.event);
    } catch (err) {
      if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
      throw err;
    }
    const now = new Date();
    await updateInvestment(trx, fiduciaryId, investmentId, { ...options.patch?.(now), status });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: options.userId,
      kind: options.auditKind,
      subject: investmentId,
      data: { from: current.status, to: status, entity_id: current.entity_id, ...options.auditData },
    });
    await notifyInvestmentChange(trx, { fiduciaryId, investmentId, event: options.event });
    // From deal to ledger: an executed investment becomes a draft issuance in the issuer's cap table.
    if (status === 'DEAL_EXECUTED')
      await draftIssuanceForInvestment(trx, { fiduciaryId, userId: options.userId, investmentId });
    return current.entity_id;
  });
  // Lists memoised in this process show the new status (and order) on their next request.
  ctx.modules.investments.index.forgetEntity(fiduciaryId, entityId);
  const row = await findInvestmentById(ctx.db, fiduciaryId, investmentId);
  if (!row) throw notFound();
  return toInvestment(row);
}
