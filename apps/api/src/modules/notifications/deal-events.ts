import { formatCurrency, formatDate } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { findInvestmentSubject, findOpportunityName } from './notifications.repository.ts';
import { notifyEntity } from './notify.ts';

/**
 * The deal-flow events that notify the investor's entity (issue 6), each called inside the
 * transaction of the change it reports. Texts are ours (the spec names the events, not the words).
 */

async function investmentSubject(db: Executor, fiduciaryId: string, investmentId: string) {
  return findInvestmentSubject(db, fiduciaryId, investmentId);
}

/** NDA countersigned and, with it, the data room open (NDA_EXECUTED). */
export async function notifyNdaExecuted(
  db: Executor,
  nda: { fiduciary_id: string; opportunity_id: string; entity_id: string },
): Promise<void> {
  const opportunity = await findOpportunityName(db, nda.fiduciary_id, nda.opportunity_id);
  if (!opportunity) return;
  const base = {
    fiduciaryId: nda.fiduciary_id,
    entityId: nda.entity_id,
    kind: 'NOTIFICATION' as const,
    navigateTo: { name: 'OpportunityDetail' as const, resource_id: nda.opportunity_id },
  };
  await notifyEntity(db, {
    ...base,
    event: 'NDA_COUNTERSIGNED',
    message: `The NDA for ${opportunity.name} has been countersigned.`,
  });
  await notifyEntity(db, {
    ...base,
    event: 'DATA_ROOM_OPENED',
    message: `The data room of ${opportunity.name} is now open.`,
  });
}

const DEAL_EVENTS = {
  approve: { event: 'DEAL_APPROVED', text: (name: string) => `Your investment in ${name} has been approved.` },
  countersign: {
    event: 'DEAL_COUNTERSIGNED',
    text: (name: string) => `Your subscription to ${name} has been countersigned.`,
  },
  execute: { event: 'DEAL_EXECUTED', text: (name: string) => `Your investment in ${name} has been executed.` },
} as const;

/** Deal approved / countersigned / executed; other investment events notify no one. */
export async function notifyInvestmentChange(
  db: Executor,
  change: { fiduciaryId: string; investmentId: string; event: string },
): Promise<void> {
  const spec = DEAL_EVENTS[change.event as keyof typeof DEAL_EVENTS];
  if (!spec) return;
  const subject = await investmentSubject(db, change.fiduciaryId, change.investmentId);
  if (!subject) return;
  await notifyEntity(db, {
    fiduciaryId: change.fiduciaryId,
    entityId: subject.entity_id,
    kind: 'NOTIFICATION',
    event: spec.event,
    message: spec.text(subject.name),
    navigateTo: { name: 'Transaction', resource_id: subject.id },
  });
}

/** The fiduciary acknowledged a payment of the investor. */
export async function notifyPaymentAcknowledged(
  db: Executor,
  payment: { fiduciaryId: string; investmentId: string; amount: string },
): Promise<void> {
  const subject = await investmentSubject(db, payment.fiduciaryId, payment.investmentId);
  if (!subject) return;
  await notifyEntity(db, {
    fiduciaryId: payment.fiduciaryId,
    entityId: subject.entity_id,
    kind: 'NOTIFICATION',
    event: 'PAYMENT_ACKNOWLEDGED',
    message: `Your payment of ${formatCurrency(payment.amount, { precision: 2, abbreviate: false })} for ${subject.name} has been acknowledged.`,
    navigateTo: { name: 'Transaction', resource_id: subject.id },
  });
}

/** A capital call: the investor must pay (an action). */
export async function notifyCapitalCallIssued(
  db: Executor,
  call: { fiduciaryId: string; investmentId: string; callNumber: number; amount: string; dueDate: string },
): Promise<void> {
  const subject = await investmentSubject(db, call.fiduciaryId, call.investmentId);
  if (!subject) return;
  await notifyEntity(db, {
    fiduciaryId: call.fiduciaryId,
    entityId: subject.entity_id,
    kind: 'ACTION',
    event: 'CAPITAL_CALL_ISSUED',
    message: `Capital call ${call.callNumber} of ${formatCurrency(call.amount, { precision: 2, abbreviate: false })} for ${subject.name} is due on ${formatDate(call.dueDate, 'UTC')}.`,
    navigateTo: { name: 'Transaction', resource_id: subject.id },
  });
}
