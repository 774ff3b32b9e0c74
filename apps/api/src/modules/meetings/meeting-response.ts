import type { Meeting } from '@dl/contracts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { STAFF_NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyEntity } from '../notifications/index.ts';
import type { MeetingResponder } from './meeting-access.ts';
import { toMeeting } from './meetings.mapper.ts';
import { findMeetingById, type MeetingRow } from './meetings.repository.ts';
import { updateMeetingRequest } from './meetings-write.repository.ts';
import { MEETING_NOT_FOUND, nextStatus } from './meetings.service.ts';

type Answer = { kind: 'accept'; time: string } | { kind: 'decline'; reason: string };

/**
 * The answer of the issuer or of the fund's staff: accept at one of the proposed times, or decline
 * with a reason. A meeting the responder does not see (another issuer's) answers 404 as one of
 * another tenant; one they may only read (an issuer viewer, the admin viewer) 403. The investor
 * entity hears of it (NOTIFICATION).
 */
export async function answerMeeting(
  ctx: AppContext,
  scope: MeetingResponder,
  id: string,
  answer: Answer,
): Promise<Meeting> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await findMeetingById(trx, scope.fiduciaryId, id, true);
    if (!row || !scope.sees(row.issuer_id)) throw notFound(MEETING_NOT_FOUND);
    if (!scope.answers(row.issuer_id)) throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
    const status = nextStatus(row, answer.kind);
    let acceptedTime: Date | null = null;
    if (answer.kind === 'accept') {
      const wanted = Date.parse(answer.time);
      const match = row.proposed_times.find((t) => new Date(t).getTime() === wanted);
      if (!match) throw new AppError('BAD_REQUEST', 'time: Choose one of the proposed times');
      acceptedTime = new Date(match);
    }
    await updateMeetingRequest(trx, id, {
      status,
      accepted_time: acceptedTime,
      decline_reason: answer.kind === 'decline' ? answer.reason : null,
      responded_by: scope.userId,
      modified_on: new Date(),
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: answer.kind === 'accept' ? 'meeting_accepted' : 'meeting_declined',
      subject: id,
      data: answer.kind === 'accept' ? { accepted_time: acceptedTime?.toISOString() } : { reason: answer.reason },
    });
    await notifyEntity(trx, {
      fiduciaryId: scope.fiduciaryId,
      entityId: row.entity_id,
      kind: 'NOTIFICATION',
      event: 'MEETING_ANSWERED',
      message:
        answer.kind === 'accept'
          ? `${row.issuer_name} accepted your meeting request about ${row.opportunity_name}.`
          : `${row.issuer_name} declined your meeting request about ${row.opportunity_name}.`,
      navigateTo: { name: 'ScheduleMeetings', resource_id: id },
    });
  });
  return toMeeting((await findMeetingById(ctx.db, scope.fiduciaryId, id)) as MeetingRow);
}
