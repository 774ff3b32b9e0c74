import type { FetchedDocument } from '@dl/contracts';
import { viewerHref } from '#web/features/pdf-viewer/lib/viewer-source.ts';

/**
 * Opens the PDF viewer in a new tab on a document's short-lived signed link (never the access
 * token). The tab is opened during the click (popup blockers allow that) and pointed at the viewer
 * once `load` answered; on failure it is closed again and the error thrown.
 */
export async function openInViewer(load: () => Promise<Pick<FetchedDocument, 'signed_url' | 'document_name'>>) {
  const tab = window.open('about:blank', '_blank');
  try {
    const fetched = await load();
    const href = viewerHref(fetched.signed_url, 'view', fetched.document_name);
    if (tab) {
      tab.opener = null;
      tab.location.href = href;
    } else {
      window.location.assign(href);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}
