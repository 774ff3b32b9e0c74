import type { createMeetingBodySchema, Meeting, MeetingList } from '@dl/contracts';
import { isInvestorVisibleStatus, rolesFor, meetingMachine, TransitionError } from '@dl/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { InvestorScope } from '../../plugins/guards/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { notifyUser } from '../notifications/index.ts';
import type { MeetingCaller } from './meeting-access.ts';
import { toMeeting } from './meetings.mapper.ts';
import { findMeetingById, findMeetingPage, type MeetingRow } from './meetings.repository.ts';

export const MEETING_NOT_FOUND = 'Meeting not found.';

/** The machine's sentence as a 409 (ADR 0005 pattern). */
export function nextStatus(row: MeetingRow, event: 'accept' | 'decline' | 'cancel') {
  try {
    return meetingMachine.next(row.status, event);
  } catch (err) {
    if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message);
    throw err;
  }
}

export async function listMeetings(
  ctx: AppContext,
  caller: MeetingCaller,
  query: { page: number; limit: number; status?: Meeting['status'] },
): Promise<MeetingList> {
  const filter =
    caller.side === 'investor'
      ? { fiduciaryId: caller.investor.fiduciaryId, entityId: caller.investor.entityId, status: query.status }
      : { fiduciaryId: caller.issuer.fiduciaryId, issuerIds: caller.issuer.issuerIds, status: query.status };
  const { count, rows } = await findMeetingPage(ctx.db, filter, query);
  return { count, results: rows.map(toMeeting) };
}

/** Issuer members who answer meeting requests for an issuer (issuer viewers only read). */
async function issuerResponders(db: Executor, fiduciaryId: string, issuerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('membership')
    .select('user_id')
    .distinct()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('issuer_id', '=', issuerId)
    .where('role', 'in', rolesFor('meetings.respond_issuer'))
    .execute();
  return rows.map((r) => r.user_id);
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
  const opportunity = await ctx.db
    .selectFrom('opportunity')
    .select(['id', 'name', 'status', 'issuer_id'])
    .where('fiduciary_id', '=', scope.fiduciaryId)
    .where('id', '=', body.opportunity_id)
    .executeTakeFirst();
  if (!opportunity || !isInvestorVisibleStatus(opportunity.status)) throw notFound('Opportunity not found.');
  const times = [...body.proposed_times].sort((a, b) => Date.parse(a) - Date.parse(b));
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('meeting_request')
      .values({
        fiduciary_id: scope.fiduciaryId,
        opportunity_id: opportunity.id,
        entity_id: scope.entityId,
        requested_by: scope.userId,
        proposed_times: times.map((t) => new Date(t).toISOString()),
        duration_minutes: body.duration_minutes,
        note: body.note,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'meeting_requested',
      subject: row.id,
      data: { opportunity_id: opportunity.id, entity_id: scope.entityId, proposed_times: times },
    });
    const entity = await trx
      .selectFrom('investing_entity')
      .select('name')
      .where('id', '=', scope.entityId)
      .executeTakeFirstOrThrow();
    for (const userId of await issuerResponders(trx, scope.fiduciaryId, opportunity.issuer_id)) {
      await notifyUser(trx, {
        fiduciaryId: scope.fiduciaryId,
        userId,
        kind: 'ACTION',
        event: 'MEETING_REQUESTED',
        message: `${entity.name} requested a meeting about ${opportunity.name}.`,
        navigateTo: { name: 'ScheduleMeetings', resource_id: row.id },
      });
    }
    return row.id;
  });
  return toMeeting((await findMeetingById(ctx.db, scope.fiduciaryId, id)) as MeetingRow);
}

/** `POST meetings/:id/cancel`: the investor withdraws a request or an accepted meeting. */
export async function cancelMeeting(ctx: AppContext, scope: InvestorScope, id: string): Promise<Meeting> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findMeetingById(trx, scope.fiduciaryId, id, true);
    if (!row || row.entity_id !== scope.entityId) throw notFound(MEETING_NOT_FOUND);
    const status = nextStatus(row, 'cancel');
    await trx.updateTable('meeting_request').set({ status, modified_on: new Date() }).where('id', '=', id).execute();
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
