import { PageHeader } from '#web/components/shell/page-header.tsx';
import { PlansPanel } from '#web/features/captable/setup/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/plans: the equity plans and their pools (editors create plans). */
export function Component() {
  return (
    <>
      <PageHeader title="Equity Plans" subtitle="Pools of shares reserved for option grants, and how they are used." />
      <CapTableGate>
        {({ capTable, params }) => <PlansPanel params={params} canEdit={capTable.permissions.write_plans} />}
      </CapTableGate>
    </>
  );
}
