import { PageHeader } from '#web/components/shell/page-header.tsx';
import { VestingView } from '#web/features/captable/holders/index.ts';
import { CapTableGate } from '#web/features/captable/core/index.ts';

/** /acap/vesting: vested against granted shares over time, and each grant's vesting today. */
export function Component() {
  return (
    <>
      <PageHeader title="Vesting Schedules" subtitle="How the company's grants vest, month by month." />
      <CapTableGate>{({ params }) => <VestingView params={params} />}</CapTableGate>
    </>
  );
}
