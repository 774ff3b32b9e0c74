import type { CapTable } from '@dl/contracts';
import { useSearchParams } from 'react-router';
import { useSession } from '#web/lib/session-store.ts';
import { useCapTables } from '../api/cap-tables.ts';

/** The address keeps the chosen company: `?company=<issuer id>` (as in the issuer portal). */
const CAP_TABLE_PARAM = 'company';

function pick(list: readonly CapTable[], chosen: string | null): CapTable | null {
  return list.find((c) => c.issuer_id === chosen) ?? list[0] ?? null;
}

/**
 * The cap-table context of every /acap/ screen: the caller's cap tables, the current one (the
 * address's `company=` when the caller is its member, else the first) and a way to choose another.
 * `params` are the path parameters of every cap-table call: { fidId, issuerId }.
 */
export function useCurrentCapTable() {
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  const capTables = useCapTables(fidId);
  const [search, setSearch] = useSearchParams();
  const list = capTables.data ?? [];
  const capTable = pick(list, search.get(CAP_TABLE_PARAM));
  const choose = (issuerId: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CAP_TABLE_PARAM, issuerId);
        return next;
      },
      { replace: true },
    );
  const params = capTable ? { fidId, issuerId: capTable.issuer_id } : null;
  return { fidId, capTables, list, capTable, params, choose };
}
