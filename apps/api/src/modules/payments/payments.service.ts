import type { Payment, PaymentActionResult } from '@dl/contracts';
import {
  applyReceipt,
  fromCents,
  type PaymentEvent,
  type PaymentStatus,
  paymentMachine,
  ReceiptError,
  TransitionError,
  toCents,
} from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { canActFor, investorEntities } from '../documents/index.ts';
import { findReadableInvestment, loadInvestmentRecord } from '../investments/index.ts';
import { notifyPaymentAcknowledged } from '../notifications/index.ts';
import { toPayment } from './payments.mapper.ts';
import {
  completeCapitalCall,
  ensureInitialPayment,
  findPaymentById,
  findPayments,
  lockPayment,
  mirrorOnInvestment,
  mirrorStatusOnInvestment,
  updatePayment,
} from './payments.repository.ts';

/** `GET investments/:id/payments`: the initial payment then capital-call payments, oldest first. */
export async function listPayments(
  ctx: AppContext,
  scope: InvestorScope,
  investmentId: string,
): Promise<{ data: Payment[] }> {
  const investment = await findReadableInvestment(ctx, scope, investmentId);
  if (investment.status === 'DEAL_EXECUTED') await ensureInitialPayment(ctx.db, scope.fiduciaryId, investmentId);
  const rows = await findPayments(ctx.db, scope.fiduciaryId, investmentId);
  return { data: rows.map(toPayment) };
}

export function nextStatus(status: PaymentStatus, event: PaymentEvent): PaymentStatus {
  try {
    return paymentMachine.next(status, event);
  } catch (err) {
    if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
    throw err;
  }
}

/** Investor's 'confirm payment sent' (PENDING or SENT -> PENDING_ACKNOWLEDGEMENT); viewers may not. */
export async function confirmPaymentSent(
  ctx: AppContext,
  scope: InvestorScope,
  args: { investmentId: string; paymentId: string; reference?: string | undefined },
): Promise<{ data: PaymentActionResult }> {
  const { fiduciaryId } = scope;
  const entities = await investorEntities(ctx.db, fiduciaryId, scope.userId);
  const investment = await findReadableInvestment(ctx, scope, args.investmentId);
  if (!canActFor(entities, investment.entity_id)) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, fiduciaryId, args.paymentId);
    if (!payment || payment.investment_id !== args.investmentId) throw notFound();
    const status = nextStatus(payment.status, 'confirm_payment_sent');
    await updatePayment(trx, payment.id, {
      status,
      reference: args.reference || payment.reference,
      sent_on: new Date(),
      sent_by: scope.userId,
    });
    if (payment.capital_call_id === null)
      await mirrorOnInvestment(trx, payment.investment_id, status, 'payments_received');
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'payment_confirmed_sent',
      subject: payment.id,
      data: { investment_id: payment.investment_id, from: payment.status, to: status, amount: payment.amount },
    });
  });
  return result(ctx, fiduciaryId, args.paymentId, args.investmentId);
}

/**
 * Fiduciary's 'send payment acknowledgement' (PENDING_ACKNOWLEDGEMENT -> CONFIRMED) of what arrived:
 * by default everything outstanding. Less is a partial receipt: recorded, and the payment goes back
 * to SENT with the rest still due (the investor confirms again when they send it). More is refused.
 */
export async function acknowledgePayment(
  ctx: AppContext,
  actor: { fiduciaryId: string; userId: string },
  paymentId: string,
  amount?: string,
): Promise<{ data: PaymentActionResult }> {
  const { fiduciaryId } = actor;
  let investmentId = '';
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, fiduciaryId, paymentId);
    if (!payment) throw notFound();
    investmentId = payment.investment_id;
    const confirmed = nextStatus(payment.status, 'send_payment_acknowledgement');
    const receipt = receiptOf(payment.amount, payment.received_amount, amount);
    const status: PaymentStatus = receipt.settled ? confirmed : 'SENT';
    if (receipt.settled) {
      await updatePayment(trx, payment.id, {
        status,
        received_amount: receipt.received,
        acknowledged_on: new Date(),
        acknowledged_by: actor.userId,
      });
      if (payment.capital_call_id === null) {
        await mirrorOnInvestment(trx, payment.investment_id, status, 'payments_acknowledged');
      } else {
        await completeCapitalCall(trx, payment.capital_call_id);
      }
    } else {
      await updatePayment(trx, payment.id, { status, received_amount: receipt.received });
      if (payment.capital_call_id === null) await mirrorStatusOnInvestment(trx, payment.investment_id, status);
    }
    const received = fromCents(toCents(receipt.received) - toCents(payment.received_amount));
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: receipt.settled ? 'payment_acknowledged' : 'payment_partially_received',
      subject: payment.id,
      data: {
        investment_id: payment.investment_id,
        from: payment.status,
        to: status,
        amount: payment.amount,
        received,
        received_total: receipt.received,
        outstanding: receipt.outstanding,
      },
    });
    await notifyPaymentAcknowledged(trx, { fiduciaryId, investmentId: payment.investment_id, amount: received });
  });
  return result(ctx, fiduciaryId, paymentId, investmentId);
}

function receiptOf(due: string, received: string, amount: string | undefined) {
  try {
    return applyReceipt(due, received, amount);
  } catch (err) {
    if (!(err instanceof ReceiptError)) throw err;
    if (err.code === 'PAYMENT_EXCEEDS_DUE') throw new AppError('CONFLICT', err.message, 'PAYMENT_EXCEEDS_DUE');
    throw new AppError('BAD_REQUEST', `amount: ${err.message}`);
  }
}

export async function result(ctx: AppContext, fiduciaryId: string, paymentId: string, investmentId: string) {
  const [payment, investment] = await Promise.all([
    findPaymentById(ctx.db, fiduciaryId, paymentId),
    loadInvestmentRecord(ctx.db, fiduciaryId, investmentId),
  ]);
  return { data: { payment: toPayment(payment), investment } };
}
