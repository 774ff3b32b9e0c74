import type { Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { MeetingRequestTable } from '#api/db/schema-engagement.ts';

/** The fiduciary's opportunity a meeting is requested about (its status decides if it is visible). */
export function findMeetingOpportunity(db: Executor, fiduciaryId: string, opportunityId: string) {
  return db
    .selectFrom('opportunity')
    .select(['id', 'name', 'status', 'issuer_id'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', opportunityId)
    .executeTakeFirst();
}

/** Inserts a meeting request (REQUESTED); its id. */
export async function insertMeetingRequest(
  db: Executor,
  request: {
    fiduciaryId: string;
    opportunityId: string;
    entityId: string;
    requestedBy: string;
    proposedTimes: string[];
    durationMinutes: number;
    note: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('meeting_request')
    .values({
      fiduciary_id: request.fiduciaryId,
      opportunity_id: request.opportunityId,
      entity_id: request.entityId,
      requested_by: request.requestedBy,
      proposed_times: request.proposedTimes,
      duration_minutes: request.durationMinutes,
      note: request.note,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The name of an investing entity (which exists: the caller's). */
export function findEntityName(db: Executor, entityId: string) {
  return db.selectFrom('investing_entity').select('name').where('id', '=', entityId).executeTakeFirstOrThrow();
}

/** Distinct ids of the fiduciary's members of the issuer in these roles. */
export async function findIssuerMemberIds(
  db: Executor,
  fiduciaryId: string,
  issuerId: string,
  roles: readonly string[],
): Promise<string[]> {
  const rows = await db
    .selectFrom('membership')
    .select('user_id')
    .distinct()
    .where('fiduciary_id', '=', fiduciaryId)
    .where('issuer_id', '=', issuerId)
    .where('role', 'in', roles)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Writes a meeting request's changed columns (a request locked by the caller). */
export async function updateMeetingRequest(
  db: Executor,
  id: string,
  values: Updateable<MeetingRequestTable>,
): Promise<void> {
  await db.updateTable('meeting_request').set(values).where('id', '=', id).execute();
}
