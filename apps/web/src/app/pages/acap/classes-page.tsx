import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ClassesPanel } from '#web/features/captable/setup/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/classes: stock classes with their authorized shares, and the security terms by type number. */
export function Component() {
  return (
    <>
      <PageHeader
        title="Stock Classes and Terms"
        subtitle="The company's classes of stock and the terms its securities are issued under."
      />
      <CapTableGate>{({ capTable, params }) => <ClassesPanel capTable={capTable} params={params} />}</CapTableGate>
    </>
  );
}
