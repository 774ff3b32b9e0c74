import type { MyDocumentTab } from '@dl/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import { LoadingArea } from '#web/components/shell/loading-overlay.tsx';
import { ManageDocuments } from '#web/features/documents/components/manage-documents.tsx';
import { REDIRECTING } from '#web/features/documents/lib/document-opening.ts';
import { FIRST_TAB, isDocumentTab } from '#web/features/documents/lib/document-tabs.ts';
import { presentationHref } from '../deal-flow/roadshow-links.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { opportunityHref, useDocumentActions } from './use-document-actions.ts';

/** `documents`: 'Manage Documents' (spec 2), the tab kept in the address (`?tab=DEAL`). */
export function DocumentsPage() {
  const fidId = useFidId();
  const { redirecting, ...actions } = useDocumentActions(fidId);
  const [params, setParams] = useSearchParams();
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const raw = params.get('tab');
  const tab: MyDocumentTab = isDocumentTab(raw) ? raw : FIRST_TAB;
  return (
    <LoadingArea loading={redirecting} message={REDIRECTING}>
      <ManageDocuments
        key={isPhone ? 'phone' : 'wide'}
        fidId={fidId}
        tab={tab}
        onTabChange={(next) => setParams(next === FIRST_TAB ? {} : { tab: next }, { replace: true })}
        getOpportunityHref={opportunityHref}
        defaultLayout={isPhone ? 'card' : 'table'}
        // Spec 2: the roadshow's presentation mode opens in a new tab from a document row.
        presentHref={(doc) => (doc.opportunity_id ? presentationHref(doc.opportunity_id) : null)}
        {...actions}
      />
    </LoadingArea>
  );
}

export { DocumentsPage as Component };
