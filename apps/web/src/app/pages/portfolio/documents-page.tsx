import type { MyDocumentTab } from '@dl/contracts';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadingArea } from '../../../components/shell/loading-overlay.tsx';
import type { DocumentItem } from '../../../components/kit/document-list/index.ts';
import { ManageDocuments } from '../../../features/documents/components/manage-documents.tsx';
import {
  DOCUMENT_LOAD_FAILED,
  DOCUMENT_SIGN_FAILED,
  loadForView,
  loadSignedForView,
  REDIRECTING,
  signTarget,
} from '../../../features/documents/lib/document-opening.ts';
import { FIRST_TAB, isDocumentTab } from '../../../features/documents/lib/document-tabs.ts';
import { goToUrl } from '../../../features/signing/lib/go-to-url.ts';
import { errorText } from '../../../lib/api-error.ts';
import { hrefFor } from '../../../lib/named-routes.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { openInViewer } from './open-in-viewer.ts';
import { useCanAct } from './use-can-act.ts';

const opportunityHref = (id: string) => hrefFor('OpportunityDetail', { id });

/** `documents`: 'Manage Documents' (spec 2), the tab kept in the address (`?tab=DEAL`). */
export function DocumentsPage() {
  const fidId = useFidId();
  const canAct = useCanAct();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [redirecting, setRedirecting] = useState(false);
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const raw = params.get('tab');
  const tab: MyDocumentTab = isDocumentTab(raw) ? raw : FIRST_TAB;

  const view = (load: () => ReturnType<typeof loadForView>) =>
    void openInViewer(load).catch((error: unknown) => snackbar.error(errorText(error, DOCUMENT_LOAD_FAILED)));

  const sign = async (doc: DocumentItem) => {
    setRedirecting(true);
    try {
      const target = await signTarget(fidId, doc);
      if (target.kind === 'opportunity') {
        setRedirecting(false);
        void navigate(opportunityHref(target.opportunityId));
      } else {
        goToUrl(target.url, (path) => void navigate(path));
      }
    } catch (error) {
      setRedirecting(false);
      void snackbar.error(errorText(error, DOCUMENT_SIGN_FAILED));
    }
  };

  return (
    <LoadingArea loading={redirecting} message={REDIRECTING}>
      <ManageDocuments
        key={isPhone ? 'phone' : 'wide'}
        fidId={fidId}
        tab={tab}
        onTabChange={(next) => setParams(next === FIRST_TAB ? {} : { tab: next }, { replace: true })}
        getOpportunityHref={opportunityHref}
        defaultLayout={isPhone ? 'card' : 'table'}
        onView={(doc) => view(() => loadForView(fidId, doc))}
        onViewSigned={(doc) => view(() => loadSignedForView(fidId, doc))}
        // Viewers may read but not sign (spec 6).
        onSign={canAct ? (doc) => void sign(doc) : undefined}
      />
    </LoadingArea>
  );
}

export { DocumentsPage as Component };
