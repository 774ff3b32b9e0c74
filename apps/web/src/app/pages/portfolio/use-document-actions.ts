import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { DocumentActionHandlers, DocumentItem } from '#web/components/kit/document-list/index.ts';
import {
  DOCUMENT_LOAD_FAILED,
  DOCUMENT_SIGN_FAILED,
  loadForView,
  loadSignedForView,
  signTarget,
} from '#web/features/documents/lib/document-opening.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { openInViewer } from './open-in-viewer.ts';
import { useCan } from '#web/lib/permissions.ts';

export const opportunityHref = (id: string) => hrefFor('OpportunityDetail', { id });

/**
 * View / View Signed / Sign of a document row (spec 4 "Behaviors", spec 7 "Documents"), with the
 * spec 8 errors. `redirecting` is true while a Sign waits for its e-sign address ('Redirecting...').
 * Viewers get no Sign handler, so the kit offers no Sign button.
 */
export function useDocumentActions(fidId: string): DocumentActionHandlers & { redirecting: boolean } {
  const canAct = useCan('investor.act');
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [redirecting, setRedirecting] = useState(false);

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

  return {
    redirecting,
    onView: (doc) => view(() => loadForView(fidId, doc)),
    onViewSigned: (doc) => view(() => loadSignedForView(fidId, doc)),
    onSign: canAct ? (doc) => void sign(doc) : undefined,
  };
}
