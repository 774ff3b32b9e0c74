import { PageHeader } from '#web/components/shell/page-header.tsx';
import { InvestorDirectory } from '#web/features/investor-directory/index.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** Fund admin: the investors list (issue 15 point 3). */
export function InvestorsPage() {
  const fidId = useFidId();
  return (
    <>
      <PageHeader title="Investors" subtitle="Everyone invited or investing, with their KYC and amounts." />
      <InvestorDirectory fidId={fidId} />
    </>
  );
}

export { InvestorsPage as Component };
