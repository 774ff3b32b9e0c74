import { sql, type Updateable } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import type { CapActionRequestTable } from '#api/db/schema-captable.ts';

/** SQL of the action requests: pages on cap_action_request_list_idx, one row, inserts and decisions. */

function requests(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_action_request as r')
    .leftJoin('app_user as u', 'u.id', 'r.requested_by')
    .where('r.cap_table_id', '=', capTableId);
}

const COLUMNS = [
  'r.id',
  'r.security_id',
  'r.action',
  'r.body',
  'r.status',
  'r.reason',
  'r.requested_on',
  'r.decided_on',
  sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('requested_by_name'),
] as const;

export function findRequest(db: Executor, capTableId: string, id: string, lock = false) {
  return requests(db, capTableId)
    .select([...COLUMNS])
    .where('r.id', '=', id)
    .$if(lock, (q) => q.forUpdate('r'))
    .executeTakeFirst();
}

export type RequestRecord = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

export async function findRequestPage(
  db: Executor,
  capTableId: string,
  status: 'pending' | 'approved' | 'rejected' | undefined,
  page: { limit: number; offset: number },
) {
  const filtered = requests(db, capTableId).$if(status !== undefined, (w) =>
    w.where('r.status', '=', status as 'pending'),
  );
  const [rows, total] = await Promise.all([
    filtered
      .select([...COLUMNS])
      .orderBy('r.status')
      .orderBy('r.requested_on', 'desc')
      .orderBy('r.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}

export async function insertRequest(
  db: Executor,
  values: { cap_table_id: string; security_id: string; action: string; body: string; requested_by: string },
): Promise<string> {
  const row = await db.insertInto('cap_action_request').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRequest(db: Executor, id: string, set: Updateable<CapActionRequestTable>): Promise<void> {
  await db.updateTable('cap_action_request').set(set).where('id', '=', id).execute();
}
