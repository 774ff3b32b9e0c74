import { hrefFor } from '#web/lib/named-routes.ts';
import { OpportunityList } from '#web/features/opportunities/components/opportunity-list.tsx';
import { useOpportunityTags } from '#web/features/opportunities/api/list-tags.ts';
import { isViewerSession } from '#web/lib/route-access.ts';
import { useSession } from '#web/lib/session-store.ts';
import { useFidId } from './use-fid-id.ts';

const detailHref = (id: string) => hrefFor('OpportunityDetail', { id });

/** `trade`: 'More Investment Opportunities' (spec 2), the secondary opportunities (is_primary=false). */
export function TradePage() {
  const fidId = useFidId();
  const tags = useOpportunityTags(fidId);
  // Trade is a viewer's landing page, but opportunity/:id is not a viewer route (spec 2, 6).
  const isViewer = isViewerSession(useSession());
  return (
    <OpportunityList
      fidId={fidId}
      title="More Investment Opportunities"
      isPrimary={false}
      detailHref={isViewer ? undefined : detailHref}
      tags={tags.data}
      // A viewer may not mark favorites (investor.act): no buttons it cannot use.
      canFavorite={!isViewer}
    />
  );
}

export { TradePage as Component };
