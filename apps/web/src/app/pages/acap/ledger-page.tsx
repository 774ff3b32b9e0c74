import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCapTable, CapTableGate, CapTableSelector } from '#web/features/captable/core/index.ts';
import { LedgerTable } from '#web/features/captable/securities/index.ts';

/** /acap/ledger (issue 17 point 4): the cap table's transactions, append-only, with filters and CSV. */
export function Component() {
  const { capTable, list, choose } = useCurrentCapTable();
  return (
    <>
      <PageHeader
        title="Transaction Ledger"
        subtitle="Every change to the cap table, in the order it was recorded. Nothing here is ever edited."
        actions={<CapTableSelector list={list} value={capTable?.issuer_id ?? null} onChange={choose} />}
      />
      <CapTableGate variant="page">
        {({ capTable: c, params: p }) => <LedgerTable key={c.issuer_id} params={p} />}
      </CapTableGate>
    </>
  );
}
