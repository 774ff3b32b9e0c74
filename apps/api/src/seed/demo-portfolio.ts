/**
 * The demo investor's portfolio (issue 5 point 8): executed positions across sectors, stages and
 * structures, twelve months of valuation marks, capital calls with notice PDFs, payments in every
 * state, and the fiduciary's wire instructions. Runs inside seedDemo's transaction after the deal
 * flow; the deal-flow states of seedDemoDeals are left as they are (these are other opportunities).
 * Every position has its executed NDA and its signed and countersigned subscription agreement, sealed
 * with the platform certificate like the deal-flow states, so nothing of it asks for a signature.
 */
import { randomUUID } from 'node:crypto';
import type { Trx } from '../db/database.ts';
import type { FileStorage } from '../platform/storage.ts';
import { DAY, sealDealFiles, seedNda, termsAgreed } from './demo-deal-rows.ts';
import type { DemoDeals } from './demo-deals.ts';
import { insertDocuments } from './demo-documents.ts';
import { makeLetterPdf } from './demo-pdfs.ts';
import { DEMO_ENTITIES } from './demo-values.ts';

type PaymentStatus = 'PENDING' | 'SENT' | 'PENDING_ACKNOWLEDGEMENT' | 'CONFIRMED' | 'COMPLETED';

interface CallPlan {
  amount: string;
  /** Due date in days from today (negative: past). */
  dueIn: number;
  payment: PaymentStatus;
}

interface PositionPlan {
  amount: string;
  /** Executed this many days ago. */
  executedAgo: number;
  payment: PaymentStatus;
  /** Month-end multiples, oldest first (12 values, the last one this month). */
  multiples: readonly string[];
  calls?: readonly CallPlan[];
}

const rising = (from: number, step: number) => Array.from({ length: 12 }, (_, i) => (from + step * i).toFixed(4));

/** Positions of the demo investor (entity 'Avery Investor'), by opportunity name. */
export const DEMO_POSITIONS: Readonly<Record<string, PositionPlan>> = {
  'Industrial Automation Fund I': {
    amount: '250000.00',
    // Over a year: before the first month end of the 12-point value line whatever today's date
    // (that point is up to 368 days back), so the line starts with this fund alone.
    executedAgo: 400,
    payment: 'COMPLETED',
    multiples: rising(1, 0.03),
    calls: [
      { amount: '50000.00', dueIn: -120, payment: 'COMPLETED' },
      { amount: '62500.00', dueIn: -30, payment: 'CONFIRMED' },
      { amount: '75000.00', dueIn: 14, payment: 'PENDING' },
    ],
  },
  'Fintech Infrastructure Fund': {
    amount: '100000.00',
    executedAgo: 240,
    payment: 'CONFIRMED',
    multiples: rising(1, 0.015),
    calls: [{ amount: '25000.00', dueIn: 7, payment: 'SENT' }],
  },
  'Clean Energy Access SPV': {
    amount: '30000.00',
    executedAgo: 200,
    payment: 'PENDING_ACKNOWLEDGEMENT',
    multiples: rising(1, -0.015),
  },
  'Northwind Venture Debt': { amount: '50000.00', executedAgo: 150, payment: 'SENT', multiples: rising(1, 0.005) },
  'Diagnostics Co-Invest': { amount: '25000.00', executedAgo: 45, payment: 'PENDING', multiples: rising(1, 0.02) },
  'Cobalt Health Secondary': {
    amount: '10000.00',
    executedAgo: 100,
    payment: 'COMPLETED',
    multiples: rising(1.1, 0.01),
  },
};

/** Marks of the deal-flow position (Northwind Series A, executed by seedDemoDeals). */
const NORTHWIND_MARKS = rising(1, 0.025);

export const DEMO_WIRE_INSTRUCTIONS = {
  bank_name: 'First Demo Bank, N.A.',
  bank_address: '100 Market Street, San Francisco, CA 94105',
  account_name: 'Demo Fiduciary Trust Escrow',
  account_number: '000123456789',
  routing_number: '121000248',
  swift_code: 'FDBKUS33',
  instructions: 'Quote the reference on every wire. Funds are held in escrow until the fiduciary acknowledges them.',
};

const sent = (s: PaymentStatus) => s !== 'PENDING' && s !== 'SENT';
const acknowledged = (s: PaymentStatus) => s === 'CONFIRMED' || s === 'COMPLETED';

/** Month ends of the last 12 months (the last one this month's first day, so it is never in the future). */
function markDates(now: number): string[] {
  const d = new Date(now);
  return Array.from({ length: 12 }, (_, i) => {
    const back = 11 - i;
    const end =
      back === 0
        ? new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1))
        : new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back + 1, 0));
    return end.toISOString().slice(0, 10);
  });
}

export async function seedDemoPortfolio(
  trx: Trx,
  fiduciaryId: string,
  deps: { storage: FileStorage; deals: DemoDeals },
): Promise<void> {
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY);
  const { context, docs, avery } = deps.deals;
  const admin = await trx
    .selectFrom('membership')
    .select('user_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('role', '=', 'fiduciary_admin')
    .executeTakeFirstOrThrow();
  const opportunities = await trx
    .selectFrom('opportunity as o')
    .select(['o.id', 'o.name', 'o.issuer_id'])
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.name', 'in', [...Object.keys(DEMO_POSITIONS), 'Northwind Series A'])
    .execute();
  const byName = new Map(opportunities.map((o) => [o.name, o]));

  const investments = [];
  const payments = [];
  const calls = [];
  const notices = [];
  for (const [name, plan] of Object.entries(DEMO_POSITIONS)) {
    const o = byName.get(name);
    const d = docs.get(name);
    if (!o || !d) throw new Error(`demo data: no opportunity ${name}`);
    const id = randomUUID();
    const executed = at(-plan.executedAgo);
    const day = (n: number) => new Date(executed.getTime() + n * DAY);
    // NDA signed day -12 and countersigned the next day; deal signed day -8, countersigned day -4.
    await seedNda(context, o, d, avery, ['sign', 'countersign'], day(-12));
    const files = await sealDealFiles(context, o, d, avery, plan.amount, day(-8), day(-4));
    investments.push({
      id,
      fiduciary_id: fiduciaryId,
      opportunity_id: o.id,
      entity_id: avery.entityId,
      user_id: avery.userId,
      status: 'DEAL_EXECUTED' as const,
      amount: plan.amount,
      pre_form_response: JSON.stringify({ amount: plan.amount, source_of_funds: 'Savings', accredited: true }),
      data_list: JSON.stringify([]),
      timezone: 'America/New_York',
      terms_agreed: termsAgreed(day(-8)),
      document_id: d.dealId,
      signed_file_id: files.signedFileId,
      countersigned_file_id: files.countersignedFileId,
      nda_signed_date: day(-12),
      deal_reviewed_date: day(-9),
      deal_signed_date: day(-8),
      approved_on: day(-6),
      approved_by: admin.user_id,
      counter_signed_deal_date: day(-4),
      executed_on: executed,
      payment_status: plan.payment,
      payments_received: sent(plan.payment) ? day(2) : null,
      payments_acknowledged: acknowledged(plan.payment) ? day(4) : null,
      created_on: day(-10),
    });
    payments.push({
      fiduciary_id: fiduciaryId,
      investment_id: id,
      capital_call_id: null,
      amount: plan.amount,
      status: plan.payment,
      sent_on: sent(plan.payment) ? day(2) : null,
      sent_by: sent(plan.payment) ? avery.userId : null,
      acknowledged_on: acknowledged(plan.payment) ? day(4) : null,
      acknowledged_by: acknowledged(plan.payment) ? admin.user_id : null,
      created_on: day(1),
    });
    for (const [n, call] of (plan.calls ?? []).entries()) {
      const callId = randomUUID();
      const due = at(call.dueIn);
      const title = `${name} Capital Call Notice No. ${n + 1}`;
      notices.push({ callId, title, name, amount: call.amount, due, opportunityId: o.id });
      calls.push({
        id: callId,
        fiduciary_id: fiduciaryId,
        investment_id: id,
        call_number: n + 1,
        amount: call.amount,
        due_date: due.toISOString().slice(0, 10),
        status: acknowledged(call.payment) ? ('COMPLETED' as const) : ('IN_PROGRESS' as const),
        created_on: new Date(due.getTime() - 14 * DAY),
      });
      payments.push({
        fiduciary_id: fiduciaryId,
        investment_id: id,
        capital_call_id: callId,
        amount: call.amount,
        status: call.payment,
        sent_on: sent(call.payment) ? new Date(due.getTime() - 3 * DAY) : null,
        sent_by: sent(call.payment) ? avery.userId : null,
        acknowledged_on: acknowledged(call.payment) ? new Date(due.getTime() - DAY) : null,
        acknowledged_by: acknowledged(call.payment) ? admin.user_id : null,
        created_on: new Date(due.getTime() - 14 * DAY),
      });
    }
  }
  await trx.insertInto('investment').values(investments).execute();

  const pdfs = await Promise.all(
    notices.map((n) =>
      makeLetterPdf(n.title, DEMO_ENTITIES.avery.name, [
        `Amount called: $${Number(n.amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}.`,
        `Due date: ${n.due.toISOString().slice(0, 10)}. Wire the amount using the instructions in your portal.`,
      ]),
    ),
  );
  const noticeIds = await insertDocuments(
    { trx, storage: deps.storage, fiduciaryId },
    notices.map((n, i) => ({
      entityId: avery.entityId,
      opportunityId: n.opportunityId,
      docClass: 'CAPITAL_CALL' as const,
      documentType: 'Capital Call',
      name: n.title,
      actionRequired: 'REVIEW_REQUIRED' as const,
      bytes: pdfs[i] as Buffer,
    })),
  );
  const noticeOf = new Map(notices.map((n, i) => [n.callId, noticeIds[i] as string]));
  await trx
    .insertInto('capital_call')
    .values(calls.map((c) => ({ ...c, notice_document_id: noticeOf.get(c.id) ?? null })))
    .execute();
  await trx.insertInto('payment').values(payments).execute();

  const dates = markDates(now);
  const marks = [];
  for (const [name, multiples] of [
    ...Object.entries(DEMO_POSITIONS).map(([n, p]) => [n, p.multiples] as const),
    ['Northwind Series A', NORTHWIND_MARKS] as const,
  ]) {
    const o = byName.get(name);
    if (!o) continue;
    for (const [i, multiple] of multiples.entries()) {
      marks.push({ fiduciary_id: fiduciaryId, opportunity_id: o.id, as_of: dates[i] as string, multiple, price: null });
    }
  }
  await trx.insertInto('valuation_mark').values(marks).execute();
  await trx
    .insertInto('wire_instructions')
    .values({ fiduciary_id: fiduciaryId, ...DEMO_WIRE_INSTRUCTIONS, modified_by: admin.user_id })
    .execute();
}
