import type { DocumentRecord } from '@dl/contracts';
import { fetchDocument } from '#web/features/data-room/api/data-room.ts';
import { viewerHref } from '#web/features/pdf-viewer/lib/viewer-source.ts';

/**
 * View: the PDF viewer page in a new tab, with the document's short-lived signed link (never the
 * access token). The tab is opened during the click (popup blockers allow that) and pointed at the
 * viewer once `GET mydocuments/:docId` answered; on failure it is closed again and the error thrown.
 */
export async function openDocumentInViewer(
  fidId: string,
  doc: Pick<DocumentRecord, 'doc_id'>,
  { preferSigned = false }: { preferSigned?: boolean } = {},
): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    let fetched = await fetchDocument(fidId, doc.doc_id);
    // The NDA and the deal: my signed (or countersigned) copy once there is one (spec 7 mydocuments).
    if (preferSigned && fetched.signed_document_id) fetched = await fetchDocument(fidId, fetched.signed_document_id);
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
