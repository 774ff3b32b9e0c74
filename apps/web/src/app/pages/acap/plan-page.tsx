import { useParams } from 'react-router';
import { PlanView } from '#web/features/captable/setup/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/plans/:planId: one plan's pool, exercise windows, amendments and grants. */
export function Component() {
  const { planId = '' } = useParams();
  return (
    <CapTableGate>
      {({ capTable, params }) => (
        <PlanView params={params} planId={planId} canEdit={capTable.permissions.write_plans} />
      )}
    </CapTableGate>
  );
}
