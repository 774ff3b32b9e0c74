import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** SQL of the ledger list: cap_tx newest first, filtered on cap_tx_type_idx or cap_tx_security_idx. */

export interface LedgerFilter {
  type?: string | undefined;
  security_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function findLedgerPage(
  db: Executor,
  capTableId: string,
  f: LedgerFilter,
  page: { limit: number; offset: number },
) {
  const filtered = db
    .selectFrom('cap_tx as t')
    .leftJoin('app_user as u', 'u.id', 't.actor_user_id')
    .where('t.cap_table_id', '=', capTableId)
    .$if(f.type !== undefined, (w) => w.where('t.type', '=', f.type as string))
    .$if(f.security_id !== undefined, (w) => w.where('t.security_id', '=', f.security_id as string))
    .$if(f.from !== undefined, (w) => w.where('t.date', '>=', f.from as string))
    .$if(f.to !== undefined, (w) => w.where('t.date', '<=', f.to as string));
  const [rows, total] = await Promise.all([
    filtered
      .select([
        't.seq',
        't.id',
        't.type',
        't.date',
        't.security_id',
        't.body',
        't.created_on',
        sql<string | null>`nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '')`.as('actor_name'),
      ])
      .orderBy('t.seq', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.n) };
}
