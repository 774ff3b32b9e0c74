import { PageHeader } from '#web/components/shell/page-header.tsx';
import { HoldersView } from '#web/features/captable/holders/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/holders: stakeholders as portal holders, with their invitation status (administrators invite). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Holders"
        subtitle="Stakeholders invited to see their own holdings, vesting and certificates."
      />
      <CapTableGate>
        {({ capTable, params }) => <HoldersView params={params} canInvite={capTable.permissions.manage_holders} />}
      </CapTableGate>
    </>
  );
}
