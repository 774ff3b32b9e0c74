import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { SECURITY_COLUMNS, type SecurityRecord } from '../captable-securities/index.ts';

/**
 * SQL of the vesting overview: issued securities with a vesting schedule, as distinct schedule
 * groups (the series) and as a paged list of grants.
 */

/** Issued securities that share one schedule: the same terms, grant quantity, accelerations and holding. */
export interface ScheduleGroup {
  key: string;
  vesting: unknown;
  vesting_quantity: unknown;
  accelerations: unknown;
  quantity: string;
  n: string;
}

/** The schedule groups after `after` in key order (keyset pages over the grouped rows). */
export async function scheduleGroupsAfter(
  db: Executor,
  capTableId: string,
  after: string | null,
  limit: number,
): Promise<ScheduleGroup[]> {
  const { rows } = await sql<ScheduleGroup>`
    SELECT * FROM (
      SELECT md5(concat_ws('|', vesting::text, details -> 'vesting_quantity', details -> 'accelerations',
               quantity::text)) AS key,
             vesting, details -> 'vesting_quantity' AS vesting_quantity, details -> 'accelerations' AS accelerations,
             quantity::text AS quantity, count(*)::text AS n
        FROM cap_security
       WHERE cap_table_id = ${capTableId} AND status = 'issued' AND vesting IS NOT NULL AND quantity > 0
       GROUP BY 1, 2, 3, 4, 5
    ) g
    WHERE ${after === null ? sql`true` : sql`g.key > ${after}`}
    ORDER BY g.key
    LIMIT ${limit}`.execute(db);
  return rows;
}

function grants(db: Executor, capTableId: string) {
  return db
    .selectFrom('cap_security as s')
    .leftJoin('cap_stakeholder as h', (j) =>
      j.onRef('h.cap_table_id', '=', 's.cap_table_id').onRef('h.id', '=', 's.stakeholder_id'),
    )
    .leftJoin('cap_plan as p', (j) => j.onRef('p.cap_table_id', '=', 's.cap_table_id').onRef('p.id', '=', 's.plan_id'))
    .where('s.cap_table_id', '=', capTableId)
    .where('s.status', '=', 'issued')
    .where('s.vesting', 'is not', null);
}

/** A page of grants in id order (the primary key), with their count. */
export async function grantPage(db: Executor, capTableId: string, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    grants(db, capTableId)
      .select([...SECURITY_COLUMNS])
      .orderBy('s.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    grants(db, capTableId)
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as SecurityRecord[], count: Number(total.n) };
}

/** Grants after `after` in id order (the CSV's keyset pages). */
export async function grantsAfter(db: Executor, capTableId: string, after: string | null, limit: number) {
  const rows = await grants(db, capTableId)
    .select([...SECURITY_COLUMNS])
    .$if(after !== null, (q) => q.where('s.id', '>', after as string))
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows as SecurityRecord[];
}
