/** A holding's lineage: the securities and transactions that created, split and ended it (CAPTABLE 4.7). */
import type { Holding, LedgerState, LedgerTx } from './ledger-types.ts';

export interface LineageStep {
  securityId: string;
  quantity: Holding['quantity'];
  stakeholderId: string;
  createdBy: string;
  endedBy?: string;
  transactions: string[];
}

/** From the first ancestor to the security itself. */
export function lineage(state: LedgerState, securityId: string): LineageStep[] {
  const steps: LineageStep[] = [];
  const seen = new Set<string>();
  let h: Holding | undefined = state.securities[securityId];
  while (h && !seen.has(h.securityId)) {
    seen.add(h.securityId);
    steps.unshift({
      securityId: h.securityId,
      quantity: h.quantity,
      stakeholderId: h.stakeholderId,
      createdBy: h.createdBy,
      ...(h.endedBy ? { endedBy: h.endedBy } : {}),
      transactions: [...h.transactions],
    });
    h = h.parentId ? state.securities[h.parentId] : undefined;
  }
  return steps;
}

/** The securities a security was split into or resulted in. */
export function descendants(state: LedgerState, securityId: string): string[] {
  return Object.values(state.securities)
    .filter((h) => h.parentId === securityId)
    .map((h) => h.securityId);
}

/** A class's authorized shares over time: its creation and every adjustment (CAPTABLE 5, OCF #336). */
export function authorizedHistory(
  txs: readonly LedgerTx[],
  classId: string,
): { date: string; authorized: string; txId: string }[] {
  return txs
    .filter(
      (t): t is Extract<LedgerTx, { type: 'stock_class' | 'authorized_adjustment' }> =>
        (t.type === 'stock_class' || t.type === 'authorized_adjustment') && t.classId === classId,
    )
    .map((t) => ({ date: t.date, authorized: t.authorized, txId: t.id }));
}

/** A holder's own active holdings (the holder role sees only these). */
export function holdingsOf(state: LedgerState, stakeholderId: string): Holding[] {
  return Object.values(state.securities).filter((h) => h.stakeholderId === stakeholderId && h.status === 'active');
}
