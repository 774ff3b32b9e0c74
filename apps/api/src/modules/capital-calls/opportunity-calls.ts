import type { CallableOpportunity, CallAllocation, OpportunityCall } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { toCallAllocation, toOpportunityCall } from './opportunity-calls.mapper.ts';
import {
  countCalls,
  findAllocationsPage,
  findCallableOpportunities,
  findCall,
  findCallsPage,
  requestPendingPayments,
} from './opportunity-calls.repository.ts';

type Actor = { fiduciaryId: string; userId: string };
interface Page {
  page: number;
  limit: number;
  ordering?: string | undefined;
}

/** The opportunities a call can be made on (executed commitments), for the New capital call form. */
export async function listCallableOpportunities(
  ctx: AppContext,
  actor: Actor,
): Promise<{ data: CallableOpportunity[] }> {
  const rows = await findCallableOpportunities(ctx.db, actor.fiduciaryId);
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      investors: r.investors,
      commitments_total: fromCents(toCents(String(r.total))),
    })),
  };
}

/** One call with due vs received and the progress of its notices. */
export async function getOpportunityCall(ctx: AppContext, actor: Actor, callId: string) {
  const row = await findCall(ctx.db, actor.fiduciaryId, callId);
  if (!row) throw notFound();
  return { data: toOpportunityCall(row) };
}

export async function listOpportunityCalls(
  ctx: AppContext,
  actor: Actor,
  filter: { opportunityId?: string | undefined },
  page: Page,
): Promise<{ count: number; results: OpportunityCall[]; next: null }> {
  const filters = { fiduciaryId: actor.fiduciaryId, opportunityId: filter.opportunityId };
  const [rows, count] = await Promise.all([
    findCallsPage(ctx.db, filters, page),
    countCalls(ctx.db, actor.fiduciaryId, filter.opportunityId),
  ]);
  return { count, results: rows.map(toOpportunityCall), next: null };
}

/** Per investor: due, received, outstanding, status and the payment to act on. */
export async function listCallAllocations(
  ctx: AppContext,
  actor: Actor,
  callId: string,
  page: Page,
): Promise<{ count: number; results: CallAllocation[]; next: null }> {
  const call = await findCall(ctx.db, actor.fiduciaryId, callId);
  if (!call) throw notFound();
  const rows = await findAllocationsPage(ctx.db, actor.fiduciaryId, callId, page);
  return { count: call.investors, results: rows.map(toCallAllocation), next: null };
}

/** The payment request for the whole call: every PENDING payment -> SENT, one audit event. */
export async function requestCallPayments(ctx: AppContext, actor: Actor, callId: string) {
  const requested = await ctx.db.transaction().execute(async (trx) => {
    if (!(await findCall(trx, actor.fiduciaryId, callId))) throw notFound();
    const moved = await requestPendingPayments(trx, actor.fiduciaryId, callId);
    if (moved.length > 0)
      await recordAudit(trx, {
        fiduciary_id: actor.fiduciaryId,
        actor_user_id: actor.userId,
        kind: 'capital_call_payments_requested',
        subject: callId,
        data: { requested: moved.length, from: 'PENDING', to: 'SENT' },
      });
    return moved.length;
  });
  return { data: { requested } };
}
