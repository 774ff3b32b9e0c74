import { OPPORTUNITY_LIFECYCLE } from '@dl/domain';
import { useSearchParams } from 'react-router';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { IssuerOpportunityList } from '#web/features/issuer-opportunities/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

/** Issuer portal: My Opportunities over the caller's companies (issue 16 point 3, spec 7 owner side). */
export function OpportunitiesPage() {
  const { fidId, list } = useCurrentCompany();
  const [params] = useSearchParams();
  const status = OPPORTUNITY_LIFECYCLE.find((s) => s === params.get('status'));
  const mayWrite = list.some((company) => company.permissions.write_opportunities);
  return (
    <IssuerOpportunityList
      fidId={fidId}
      detailHref={(id) => hrefFor('Issuer.Opportunity', { id })}
      newHref={mayWrite ? hrefFor('Issuer.OpportunityNew') : undefined}
      severalCompanies={list.length > 1}
      initialFilters={status ? { status } : undefined}
    />
  );
}

export { OpportunitiesPage as Component };
