import type { LedgerTxRow } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { findLedgerPage, type LedgerFilter } from './ledger.repository.ts';

/** The transaction ledger (issue 17 point 5), newest first, with the actor named. */

export async function listLedger(
  ctx: AppContext,
  scope: CapTableScope,
  q: LedgerFilter & { page: number; itemsPerPage: number },
): Promise<{ results: LedgerTxRow[]; count: number }> {
  const { page, itemsPerPage, ...filter } = q;
  const { rows, count } = await findLedgerPage(ctx.db, scope.capTableId, filter, {
    limit: itemsPerPage,
    offset: (page - 1) * itemsPerPage,
  });
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
    count,
  };
}
