import type { CapitalCallBasis, CapitalCallPreview, NewCapitalCallBody, OpportunityCall } from '@dl/contracts';
import { AllocationError, allocateCall, type CallBasis, ROUNDING_RULE } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueJobs } from '#api/platform/jobs/index.ts';
import { findWireInstructionsInForce } from '../payments/index.ts';
import { NOTICE_JOB_KIND } from './notice-job-kind.ts';
import { toOpportunityCall } from './opportunity-calls.mapper.ts';
import {
  findCall,
  findExecutedCommitments,
  findOpportunity,
  insertAllocations,
  insertOpportunityCall,
  lastCallNumbers,
  lockOpportunity,
  nextOpportunityCallNumber,
} from './opportunity-calls.repository.ts';

type Actor = { fiduciaryId: string; userId: string };

const basisOf = (body: CapitalCallBasis): CallBasis =>
  body.percentage !== undefined ? { percentage: body.percentage } : { amount: body.amount as string };

/** The domain's refusals as answers: 400 naming the field, or 409 with the rule. */
function allocate(commitments: { investment_id: string; amount: string }[], basis: CallBasis) {
  try {
    return allocateCall(commitments, basis);
  } catch (err) {
    if (!(err instanceof AllocationError)) throw err;
    switch (err.code) {
      case 'NO_COMMITMENTS':
        throw new AppError('CONFLICT', err.message, 'NO_EXECUTED_COMMITMENTS');
      case 'EXCEEDS_COMMITMENTS':
        throw new AppError('CONFLICT', err.message, 'CALL_EXCEEDS_COMMITMENTS');
      case 'NOTHING_TO_CALL':
        throw new AppError('CONFLICT', err.message, 'CALL_ROUNDS_TO_ZERO');
      case 'INVALID_PERCENTAGE':
        throw new AppError('BAD_REQUEST', `percentage: ${err.message}`);
      case 'INVALID_AMOUNT':
        throw new AppError('BAD_REQUEST', `amount: ${err.message}`);
      default:
        throw err;
    }
  }
}

/** What the call would allocate, named per investor, before it is made. */
export async function previewOpportunityCall(
  ctx: AppContext,
  actor: Actor,
  opportunityId: string,
  body: CapitalCallBasis,
): Promise<{ data: CapitalCallPreview }> {
  if (!(await findOpportunity(ctx.db, actor.fiduciaryId, opportunityId))) throw notFound();
  const commitments = await findExecutedCommitments(ctx.db, actor.fiduciaryId, opportunityId);
  const allocation = allocate(commitments, basisOf(body));
  return {
    data: {
      total: allocation.total,
      commitments_total: allocation.commitments_total,
      rounding_rule: allocation.rounding_rule,
      lines: allocation.lines.map((line, i) => ({
        investment_id: line.investment_id,
        entity_id: commitments[i]?.entity_id as string,
        entity_name: commitments[i]?.entity_name as string,
        commitment: line.commitment,
        amount: line.amount,
      })),
    },
  };
}

/** Today in UTC as YYYY-MM-DD: a due date must come after it. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * `POST fid-admin/opportunities/:id/capital-calls`: the call, one allocation (a capital call of the
 * investment with its PENDING payment) per executed investment allocated more than 0.00, and one
 * notice job per allocation, in one transaction. The notices and the investors' notifications follow
 * as the jobs run; `notices` on the call counts them.
 */
export async function issueOpportunityCall(
  ctx: AppContext,
  actor: Actor,
  opportunityId: string,
  body: NewCapitalCallBody,
): Promise<OpportunityCall> {
  const { fiduciaryId } = actor;
  if (body.due_date <= today()) throw new AppError('BAD_REQUEST', 'due_date: Due date should be after today');
  const callId = await ctx.db.transaction().execute(async (trx) => {
    const opportunity = await lockOpportunity(trx, fiduciaryId, opportunityId);
    if (!opportunity) throw notFound();
    if (!(await findWireInstructionsInForce(trx, fiduciaryId)))
      throw new AppError(
        'CONFLICT',
        'Record wire instructions before calling capital: every notice shows them.',
        'WIRE_INSTRUCTIONS_MISSING',
      );
    const commitments = await findExecutedCommitments(trx, fiduciaryId, opportunityId);
    const basis = basisOf(body);
    const allocation = allocate(commitments, basis);
    const lines = allocation.lines.filter((l) => l.amount !== '0.00');
    const callNumber = await nextOpportunityCallNumber(trx, opportunityId);
    const { id } = await insertOpportunityCall(trx, {
      fiduciary_id: fiduciaryId,
      opportunity_id: opportunityId,
      call_number: callNumber,
      basis: 'percentage' in basis ? 'PERCENTAGE' : 'AMOUNT',
      percentage: 'percentage' in basis ? basis.percentage : null,
      amount: allocation.total,
      due_date: body.due_date,
      note: body.note ?? '',
      rounding_rule: ROUNDING_RULE,
      notices_total: lines.length,
      created_by: actor.userId,
    });
    const last = await lastCallNumbers(
      trx,
      lines.map((l) => l.investment_id),
    );
    const allocationIds = await insertAllocations(
      trx,
      lines.map((l) => ({
        fiduciary_id: fiduciaryId,
        investment_id: l.investment_id,
        opportunity_call_id: id,
        call_number: (last.get(l.investment_id) ?? 0) + 1,
        amount: l.amount,
        due_date: body.due_date,
      })),
    );
    // One statement per thousand notices: a call over 5,000 investors queues them in one round trip each.
    await enqueueJobs(
      trx,
      allocationIds.map((allocationId) => ({
        kind: NOTICE_JOB_KIND,
        payload: { capital_call_id: allocationId },
        fiduciary_id: fiduciaryId,
      })),
    );
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'opportunity_capital_call_issued',
      subject: id,
      data: {
        opportunity_id: opportunityId,
        call_number: callNumber,
        ...basis,
        total: allocation.total,
        due_date: body.due_date,
        investors: lines.length,
        rounding_rule: ROUNDING_RULE,
      },
    });
    return id;
  });
  const row = await findCall(ctx.db, fiduciaryId, callId);
  if (!row) throw notFound();
  return toOpportunityCall(row);
}
