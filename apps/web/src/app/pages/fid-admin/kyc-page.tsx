import { PageHeader } from '#web/components/shell/page-header.tsx';
import { KycQueue } from '#web/features/kyc-review/index.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** Fund admin: the KYC review queue (issue 15 point 4). */
export function KycPage() {
  return (
    <>
      <PageHeader title="KYC Review" />
      <KycQueue fidId={useFidId()} />
    </>
  );
}

export { KycPage as Component };
