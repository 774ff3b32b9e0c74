import type { DocumentRecord } from '@dl/contracts';
import { fetchDocument } from '../../../features/data-room/api/data-room.ts';
import { viewerHref } from '../../../features/pdf-viewer/lib/viewer-source.ts';

/**
 * View: the PDF viewer page in a new tab, with the document's short-lived signed link (never the
 * access token). The tab is opened during the click (popup blockers allow that) and pointed at the
 * viewer once `GET mydocuments/:docId` answered; on failure it is closed again and the error thrown.
 */
export async function openDocumentInViewer(fidId: string, doc: Pick<DocumentRecord, 'doc_id'>): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const fetched = await fetchDocument(fidId, doc.doc_id);
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
