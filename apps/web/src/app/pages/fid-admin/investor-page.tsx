import { useParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { InvestorDetail, useInvestorName } from '#web/features/investor-directory/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** Fund admin: one investor (issue 15 point 3). */
export function InvestorPage() {
  const fidId = useFidId();
  const { id = '' } = useParams();
  const name = useInvestorName(fidId, id);
  const investors = hrefFor('FidAdmin.Investors');
  return (
    <>
      <PageHeader
        title={name ?? 'Investor'}
        backTo={investors}
        breadcrumbs={[{ label: 'Investors', to: investors }, { label: name ?? 'Investor' }]}
      />
      <InvestorDetail fidId={fidId} id={id} />
    </>
  );
}

export { InvestorPage as Component };
