import { useParams } from 'react-router';
import { useCurrentCapTable } from '#web/features/captable/core/index.ts';
import { CapTableGate, SecurityView } from '#web/features/captable/securities/index.ts';

/** /acap/securities/:securityId (issue 17 points 3-4): one security and what may be done with it. */
export function Component() {
  const securityId = useParams().securityId ?? '';
  const { capTables, capTable, params } = useCurrentCapTable();
  return (
    <CapTableGate capTables={capTables} capTable={capTable} params={params}>
      {(c, p) => (
        <SecurityView
          key={`${c.issuer_id}/${securityId}`}
          params={p}
          securityId={securityId}
          permissions={c.permissions}
        />
      )}
    </CapTableGate>
  );
}
