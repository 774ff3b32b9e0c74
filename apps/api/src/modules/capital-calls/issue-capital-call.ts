import type { CapitalCall, IssueCapitalCallBody } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyCapitalCallIssued } from '../notifications/index.ts';
import { insertCallPayment, insertCapitalCall, lastCallNumber, lockInvestment } from './capital-calls.repository.ts';

const CALL_NEEDS_EXECUTED = 'Capital calls can only be issued on an executed investment.';

/**
 * A fiduciary issues the next capital call on an executed investment: the call (IN_PROGRESS), its
 * PENDING payment and the investor's action, in one transaction.
 */
export async function issueCapitalCall(
  ctx: AppContext,
  actor: { fiduciaryId: string; userId: string },
  investmentId: string,
  body: IssueCapitalCallBody,
): Promise<CapitalCall> {
  const { fiduciaryId } = actor;
  return ctx.db.transaction().execute(async (trx) => {
    const investment = await lockInvestment(trx, fiduciaryId, investmentId);
    if (!investment) throw notFound();
    if (investment.status !== 'DEAL_EXECUTED')
      throw new AppError('CONFLICT', CALL_NEEDS_EXECUTED, 'INVESTMENT_NOT_EXECUTED');
    const callNumber = (await lastCallNumber(trx, investmentId)) + 1;
    const call = await insertCapitalCall(trx, {
      fiduciaryId,
      investmentId,
      callNumber,
      amount: body.amount,
      due_date: body.due_date,
    });
    const payment = await insertCallPayment(trx, {
      fiduciaryId,
      investmentId,
      capitalCallId: call.id,
      amount: body.amount,
    });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'capital_call_issued',
      subject: call.id,
      data: { investment_id: investmentId, call_number: callNumber, amount: body.amount, due_date: body.due_date },
    });
    await notifyCapitalCallIssued(trx, {
      fiduciaryId,
      investmentId,
      callNumber,
      amount: body.amount,
      dueDate: body.due_date,
    });
    return {
      id: call.id,
      investment_id: investmentId,
      opportunity_id: investment.opportunity_id,
      call_number: callNumber,
      amount: fromCents(toCents(call.amount)),
      due_date: call.due_date,
      status: call.status,
      notice_document_id: call.notice_document_id,
      payment_id: payment.id,
      payment_status: payment.status,
      created_on: new Date(call.created_on).toISOString(),
      modified_on: new Date(call.modified_on).toISOString(),
    };
  });
}
