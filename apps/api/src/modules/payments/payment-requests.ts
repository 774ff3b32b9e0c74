import type { PaymentActionResult } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { lockPayment, mirrorStatusOnInvestment, updatePayment } from './payments.repository.ts';
import { nextStatus, result } from './payments.service.ts';

/** The fiduciary issues the payment request of one payment: PENDING -> SENT (the machine's sentence otherwise). */
export async function requestPayment(
  ctx: AppContext,
  actor: { fiduciaryId: string; userId: string },
  paymentId: string,
): Promise<{ data: PaymentActionResult }> {
  const { fiduciaryId } = actor;
  let investmentId = '';
  await ctx.db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, fiduciaryId, paymentId);
    if (!payment) throw notFound();
    investmentId = payment.investment_id;
    const status = nextStatus(payment.status, 'send_payment_request');
    await updatePayment(trx, payment.id, { status });
    if (payment.capital_call_id === null) await mirrorStatusOnInvestment(trx, payment.investment_id, status);
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'payment_requested',
      subject: payment.id,
      data: { investment_id: payment.investment_id, from: payment.status, to: status, amount: payment.amount },
    });
  });
  return result(ctx, fiduciaryId, paymentId, investmentId);
}
