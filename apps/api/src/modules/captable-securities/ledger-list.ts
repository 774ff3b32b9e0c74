import type { LedgerTxRow } from '@dl/contracts';
import { sql } from 'kysely';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';

/** The transaction ledger (issue 17 point 5), newest first, filtered on cap_tx_type_idx or cap_tx_security_idx. */

export interface LedgerQuery {
  page: number;
  itemsPerPage: number;
  type?: string | undefined;
  security_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export async function listLedger(
  ctx: AppContext,
  scope: CapTableScope,
  q: LedgerQuery,
): Promise<{ results: LedgerTxRow[]; count: number }> {
  const filtered = ctx.db
    .selectFrom('cap_tx as t')
    .leftJoin('app_user as u', 'u.id', 't.actor_user_id')
    .where('t.cap_table_id', '=', scope.capTableId)
    .$if(q.type !== undefined, (w) => w.where('t.type', '=', q.type as string))
    .$if(q.security_id !== undefined, (w) => w.where('t.security_id', '=', q.security_id as string))
    .$if(q.from !== undefined, (w) => w.where('t.date', '>=', q.from as string))
    .$if(q.to !== undefined, (w) => w.where('t.date', '<=', q.to as string));
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
      .limit(q.itemsPerPage)
      .offset((q.page - 1) * q.itemsPerPage)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    results: rows.map((r) => ({
      seq: String(r.seq),
      id: r.id,
      type: r.type,
      date: r.date,
      security_id: r.security_id,
      body: r.body as Record<string, unknown>,
      actor_name: r.actor_name,
      created_on: r.created_on.toISOString(),
    })),
    count: Number(total.n),
  };
}
