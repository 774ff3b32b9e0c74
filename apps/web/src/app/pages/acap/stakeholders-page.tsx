import { PageHeader } from '#web/components/shell/page-header.tsx';
import { StakeholdersPanel } from '#web/features/captable/setup/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/stakeholders: the people and institutions of the cap table (editors add and edit them). */
export function Component() {
  return (
    <>
      <PageHeader
        title="Stakeholders"
        subtitle="The people and institutions that hold, or will hold, the company's securities."
      />
      <CapTableGate>
        {({ capTable, params }) => (
          <StakeholdersPanel params={params} canEdit={capTable.permissions.draft_securities} />
        )}
      </CapTableGate>
    </>
  );
}
