import { captable } from '@dl/domain';
import type { Trx } from '#api/db/database.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { nextIds } from '../captable-ledger/index.ts';
import { mergeSecurityDetails, type SecurityRecord } from './securities.repository.ts';

/** What every security action works with, and the two steps several share. */

export interface ActionResult {
  tx_ids: string[];
  created: string[];
  cost: { value: string; rounding: string } | null;
}

export interface ActionContext {
  trx: Trx;
  scope: CapTableScope;
  row: SecurityRecord;
  ledger: { capTableId: string; fiduciaryId: string; userId: string };
}

/** The balance id a partial action needs (none when the whole security is used). */
export async function balanceIdFor(a: ActionContext, quantity: string): Promise<string | undefined> {
  const held = a.row.quantity ?? '0';
  if (!captable.exact.lt(quantity, held)) return undefined;
  return ((await nextIds(a.trx, a.scope.capTableId, a.row.kind)) as [string])[0];
}

/** Adds keys to a security's details (jsonb merge, never a rewrite of other keys). */
export async function mergeDetails(a: ActionContext, id: string, extra: Record<string, unknown>) {
  await mergeSecurityDetails(a.trx, a.scope.capTableId, id, extra);
}
