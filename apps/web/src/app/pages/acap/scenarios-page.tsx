import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ScenariosView } from '#web/features/captable/holders/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/scenarios: modelled financing rounds (none until the modelling is in place; the page says so). */
export function Component() {
  return (
    <>
      <PageHeader title="Scenarios" subtitle="Model financing rounds and their effect on ownership." />
      <CapTableGate>{({ params }) => <ScenariosView params={params} />}</CapTableGate>
    </>
  );
}
