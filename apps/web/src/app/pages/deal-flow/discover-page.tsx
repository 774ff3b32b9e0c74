import { hrefFor } from '#web/lib/named-routes.ts';
import { OpportunityList } from '#web/features/opportunities/components/opportunity-list.tsx';
import { useOpportunityTags } from '#web/features/opportunities/api/list-tags.ts';
import { useFidId } from './use-fid-id.ts';

const detailHref = (id: string) => hrefFor('OpportunityDetail', { id });

/** `opportunities`: 'Discover New Opportunities' (spec 2), the primary opportunities open to me. */
export function DiscoverPage() {
  const fidId = useFidId();
  const tags = useOpportunityTags(fidId);
  return (
    <OpportunityList
      fidId={fidId}
      title="Discover New Opportunities"
      isPrimary
      detailHref={detailHref}
      tags={tags.data}
    />
  );
}

export { DiscoverPage as Component };
