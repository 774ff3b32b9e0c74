import type { Meeting } from '@dl/contracts';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** Which meetings a list may show: an entity's, those about some issuers' opportunities, or the tenant's. */
export type MeetingFilter =
  | { fiduciaryId: string; entityId: string; status?: Meeting['status'] | undefined }
  | { fiduciaryId: string; issuerIds: string[]; status?: Meeting['status'] | undefined }
  | { fiduciaryId: string; status?: Meeting['status'] | undefined };

function baseQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('meeting_request as m')
    .innerJoin('opportunity as o', 'o.id', 'm.opportunity_id')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .innerJoin('investing_entity as e', 'e.id', 'm.entity_id')
    .innerJoin('app_user as u', 'u.id', 'm.requested_by')
    .where('m.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  'm.id',
  'm.opportunity_id',
  'o.name as opportunity_name',
  'o.issuer_id',
  'i.name as issuer_name',
  'm.entity_id',
  'e.name as entity_name',
  'm.proposed_times',
  'm.duration_minutes',
  'm.note',
  'm.status',
  'm.accepted_time',
  'm.decline_reason',
  'm.created_on',
  'm.modified_on',
] as const;

function withFilter<Q extends ReturnType<typeof baseQuery>>(q: Q, filter: MeetingFilter): Q {
  let out = q;
  if ('entityId' in filter) out = out.where('m.entity_id', '=', filter.entityId) as Q;
  else if ('issuerIds' in filter) out = out.where('o.issuer_id', 'in', filter.issuerIds) as Q;
  if (filter.status) out = out.where('m.status', '=', filter.status) as Q;
  return out;
}

export async function findMeetingPage(db: Executor, filter: MeetingFilter, page: { page: number; limit: number }) {
  if ('issuerIds' in filter && filter.issuerIds.length === 0) return { count: 0, rows: [] };
  const base = withFilter(baseQuery(db, filter.fiduciaryId), filter);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select([...COLUMNS, sql<string>`u.first_name || ' ' || u.last_name`.as('requested_by_name')])
      .orderBy('m.created_on', 'desc')
      .orderBy('m.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { count: Number(count.n), rows };
}

export async function findMeetingById(db: Executor, fiduciaryId: string, id: string, lock = false) {
  return baseQuery(db, fiduciaryId)
    .where('m.id', '=', id)
    .select([...COLUMNS, sql<string>`u.first_name || ' ' || u.last_name`.as('requested_by_name')])
    .$if(lock, (q) => q.forUpdate('m'))
    .executeTakeFirst();
}

export type MeetingRow = NonNullable<Awaited<ReturnType<typeof findMeetingById>>>;
