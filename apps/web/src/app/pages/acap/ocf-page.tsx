import { PageHeader } from '#web/components/shell/page-header.tsx';
import { OcfPanel } from '#web/features/captable/holders/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/import-export: the cap table as an Open Cap Format package (administrators import one). */
export function Component() {
  return (
    <>
      <PageHeader title="Import and Export" subtitle="Move the cap table in and out as an Open Cap Format package." />
      <CapTableGate>
        {({ capTable, params }) => <OcfPanel params={params} canImport={capTable.permissions.issue_securities} />}
      </CapTableGate>
    </>
  );
}
