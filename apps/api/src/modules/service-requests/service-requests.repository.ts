import type { ServiceRequest, ServiceRequestDetail } from '@dl/contracts';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

export interface ServiceRequestFilter {
  fiduciaryId: string;
  /** Absent: every entity's (the fiduciary's view). */
  entityId?: string;
  status?: ServiceRequest['status'];
}

function requestQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('service_request as s')
    .innerJoin('investing_entity as e', 'e.id', 's.entity_id')
    .innerJoin('app_user as u', 'u.id', 's.requested_by')
    .where('s.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  's.id',
  's.entity_id',
  'e.name as entity_name',
  sql<string>`u.first_name || ' ' || u.last_name`.as('requested_by_name'),
  's.subject',
  's.category',
  's.description',
  's.status',
  sql<number>`(SELECT count(*)::int FROM service_request_comment c WHERE c.request_id = s.id)`.as('comment_count'),
  's.created_on',
  's.modified_on',
] as const;

const iso = (d: Date | string) => new Date(d).toISOString();

function toServiceRequest<R extends { created_on: Date; modified_on: Date }>(row: R) {
  return { ...row, created_on: iso(row.created_on), modified_on: iso(row.modified_on) };
}

/** Most recently changed first. */
export async function findServiceRequestPage(
  db: Executor,
  filter: ServiceRequestFilter,
  page: { page: number; limit: number },
): Promise<{ count: number; results: ServiceRequest[] }> {
  const base = requestQuery(db, filter.fiduciaryId)
    .$if(Boolean(filter.entityId), (b) => b.where('s.entity_id', '=', filter.entityId as string))
    .$if(Boolean(filter.status), (b) => b.where('s.status', '=', filter.status as ServiceRequest['status']));
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('s.modified_on', 'desc')
      .orderBy('s.id', 'desc')
      .limit(page.limit)
      .offset((page.page - 1) * page.limit)
      .execute(),
  ]);
  return { count: Number(count.n), results: rows.map(toServiceRequest) };
}

/** The request and its comments (oldest first), or undefined when not in this tenant (or entity). */
export async function findServiceRequestDetail(
  db: Executor,
  fiduciaryId: string,
  id: string,
  entityId?: string,
): Promise<ServiceRequestDetail | undefined> {
  const row = await requestQuery(db, fiduciaryId)
    .select(COLUMNS)
    .where('s.id', '=', id)
    .$if(Boolean(entityId), (q) => q.where('s.entity_id', '=', entityId as string))
    .executeTakeFirst();
  if (!row) return undefined;
  const comments = await db
    .selectFrom('service_request_comment as c')
    .innerJoin('app_user as u', 'u.id', 'c.author_id')
    .select([
      'c.id',
      sql<string>`u.first_name || ' ' || u.last_name`.as('author_name'),
      'c.author_type',
      'c.body',
      'c.created_on',
    ])
    .where('c.request_id', '=', id)
    .orderBy('c.created_on')
    .orderBy('c.id')
    .execute();
  return {
    ...toServiceRequest(row),
    comments: comments.map((c) => ({ ...c, created_on: iso(c.created_on) })),
  };
}

/** Locks the row for a change; its status and entity. */
export async function lockServiceRequest(db: Executor, fiduciaryId: string, id: string) {
  return db
    .selectFrom('service_request')
    .select(['id', 'status', 'entity_id', 'subject'])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Inserts an OPEN request; its id. */
export async function insertServiceRequest(
  db: Executor,
  request: {
    fiduciaryId: string;
    entityId: string;
    requestedBy: string;
    subject: string;
    category: string;
    description: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('service_request')
    .values({
      fiduciary_id: request.fiduciaryId,
      entity_id: request.entityId,
      requested_by: request.requestedBy,
      subject: request.subject,
      category: request.category,
      description: request.description,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a comment to the request (a request locked by the caller). */
export async function insertServiceRequestComment(
  db: Executor,
  comment: { requestId: string; authorId: string; authorType: 'INVESTOR' | 'FIDUCIARY'; body: string },
): Promise<void> {
  await db
    .insertInto('service_request_comment')
    .values({
      request_id: comment.requestId,
      author_id: comment.authorId,
      author_type: comment.authorType,
      body: comment.body,
    })
    .execute();
}

/** Marks the request changed now, with its new status when one is given. */
export async function touchServiceRequest(
  db: Executor,
  id: string,
  status: ServiceRequest['status'] | null = null,
): Promise<void> {
  await db
    .updateTable('service_request')
    .set({ modified_on: new Date(), ...(status ? { status } : {}) })
    .where('id', '=', id)
    .execute();
}
