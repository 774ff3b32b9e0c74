import { useParams } from 'react-router';
import { CapTableGate } from '#web/features/captable/core/index.ts';
import { SecurityView } from '#web/features/captable/securities/index.ts';

/** /acap/securities/:securityId (issue 17 points 3-4): one security and what may be done with it. */
export function Component() {
  const securityId = useParams().securityId ?? '';
  return (
    <CapTableGate variant="page">
      {({ capTable: c, params: p }) => (
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
