import { PageHeader } from '#web/components/shell/page-header.tsx';
import { HoldingsView } from '#web/features/captable/holders/index.ts';
import { useSession } from '#web/lib/session-store.ts';

/** /acap/holdings: the holder's own securities in every company, with vesting and certificates. */
export function Component() {
  const fidId = useSession().claims?.current_fiduciary_id ?? '';
  return (
    <>
      <PageHeader title="My Holdings" subtitle="Your shares, options and other securities, company by company." />
      <HoldingsView fidId={fidId} />
    </>
  );
}
