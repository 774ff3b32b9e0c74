import type { createMeetingBodySchema, Meeting, MeetingList } from '@dl/contracts';
import { isInvestorVisibleStatus, rolesFor, meetingMachine, TransitionError } from '@dl/domain';
import type { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyUser } from '../notifications/index.ts';
import type { MeetingCaller } from './meeting-access.ts';
import { toMeeting } from './meetings.mapper.ts';
import { findMeetingById, type MeetingFilter, findMeetingPage, type MeetingRow } from './meetings.repository.ts';
import {
  findEntityName,
  findIssuerMemberIds,
  findMeetingOpportunity,
  insertMeetingRequest,
  updateMeetingRequest,
} from './meetings-write.repository.ts';

export const MEETING_NOT_FOUND = 'Meeting not found.';

/** The machine's sentence as a 409 (ADR 0005 pattern). */
export function nextStatus(row: MeetingRow, event: 'accept' | 'decline' | 'cancel') {
  try {
    return meetingMachine.next(row.status, event);
  } catch (err) {
    if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
    throw err;
  }
}

export async function listMeetings(
  ctx: AppContext,
  caller: MeetingCaller,
  query: { page: number; limit: number; status?: Meeting['status'] },
): Promise<MeetingList> {
  const filter: MeetingFilter =
    caller.side === 'investor'
      ? { fiduciaryId: caller.investor.fiduciaryId, entityId: caller.investor.entityId, status: query.status }
      : caller.side === 'issuer'
        ? { fiduciaryId: caller.issuer.fiduciaryId, issuerIds: caller.issuer.issuerIds, status: query.status }
        : { fiduciaryId: caller.staff.fiduciaryId, status: query.status };
  const { count, rows } = await findMeetingPage(ctx.db, filter, query);
  return { count, results: rows.map(toMeeting) };
}

/** Issuer members who answer meeting requests for an issuer (issuer viewers only read). */
function issuerResponders(db: Executor, fiduciaryId: string, issuerId: string): Promise<string[]> {
  return findIssuerMemberIds(db, fiduciaryId, issuerId, rolesFor('meetings.respond_issuer'));
}

/** `POST meetings`: 1 to 3 future times about an opportunity the investor can see; issuer members get an action. */
export async function createMeeting(
  ctx: AppContext,
  scope: InvestorScope,
  body: z.output<typeof createMeetingBodySchema>,
  now = new Date(),
): Promise<Meeting> {
  if (body.proposed_times.some((t) => Date.parse(t) <= now.getTime())) {
    throw new AppError('BAD_REQUEST', 'proposed_times: Proposed times must be in the future');
  }
  const opportunity = await findMeetingOpportunity(ctx.db, scope.fiduciaryId, body.opportunity_id);
  if (!opportunity || !isInvestorVisibleStatus(opportunity.status)) throw notFound('Opportunity not found.');
  const times = [...body.proposed_times].sort((a, b) => Date.parse(a) - Date.parse(b));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const meetingId = await insertMeetingRequest(trx, {
      fiduciaryId: scope.fiduciaryId,
      opportunityId: opportunity.id,
      entityId: scope.entityId,
      requestedBy: scope.userId,
      proposedTimes: times.map((t) => new Date(t).toISOString()),
      durationMinutes: body.duration_minutes,
      note: body.note,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'meeting_requested',
      subject: meetingId,
      data: { opportunity_id: opportunity.id, entity_id: scope.entityId, proposed_times: times },
    });
    const entity = await findEntityName(trx, scope.entityId);
    for (const userId of await issuerResponders(trx, scope.fiduciaryId, opportunity.issuer_id)) {
      await notifyUser(trx, {
        fiduciaryId: scope.fiduciaryId,
        userId,
        kind: 'ACTION',
        event: 'MEETING_REQUESTED',
        message: `${entity.name} requested a meeting about ${opportunity.name}.`,
        navigateTo: { name: 'ScheduleMeetings', resource_id: meetingId },
      });
    }
    return meetingId;
  });
  return toMeeting((await findMeetingById(ctx.db, scope.fiduciaryId, id)) as MeetingRow);
}

/** `POST meetings/:id/cancel`: the investor withdraws a request or an accepted meeting. */
export async function cancelMeeting(ctx: AppContext, scope: InvestorScope, id: string): Promise<Meeting> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findMeetingById(trx, scope.fiduciaryId, id, true);
    if (!row || row.entity_id !== scope.entityId) throw notFound(MEETING_NOT_FOUND);
    const status = nextStatus(row, 'cancel');
    await updateMeetingRequest(trx, id, { status, modified_on: new Date() });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'meeting_cancelled',
      subject: id,
      data: { from: row.status },
    });
  });
  return toMeeting((await findMeetingById(ctx.db, scope.fiduciaryId, id)) as MeetingRow);
}
