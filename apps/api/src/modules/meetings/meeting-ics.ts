import { writeIcs } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { callerFiduciary, type MeetingCaller } from './meeting-access.ts';
import { findMeetingById } from './meetings.repository.ts';
import { MEETING_NOT_FOUND } from './meetings.service.ts';

/** The accepted meeting as an iCalendar file, for either side of it. */
export async function meetingIcs(ctx: AppContext, caller: MeetingCaller, id: string, now = new Date()) {
  const row = await findMeetingById(ctx.db, callerFiduciary(caller), id);
  const mine =
    row &&
    (caller.side === 'fiduciary' ||
      (caller.side === 'investor'
        ? row.entity_id === caller.investor.entityId
        : caller.issuer.issuerIds.includes(row.issuer_id)));
  if (!row || !mine) throw notFound(MEETING_NOT_FOUND);
  if (row.status !== 'ACCEPTED' || !row.accepted_time) {
    throw new AppError('CONFLICT', 'Only an accepted meeting can be added to a calendar.', 'MEETING_NOT_ACCEPTED');
  }
  const start = new Date(row.accepted_time);
  const body = writeIcs(
    [
      {
        uid: `meeting-${row.id}@digital-locker`,
        start,
        end: new Date(start.getTime() + row.duration_minutes * 60_000),
        summary: `Meeting: ${row.opportunity_name} (${row.issuer_name})`,
        description: [`${row.entity_name} and ${row.issuer_name}`, row.note].filter(Boolean).join('\n'),
      },
    ],
    { now },
  );
  return { body, filename: `meeting-${row.id}.ics` };
}
