import { PageHeader } from '#web/components/shell/page-header.tsx';
import {
  DocumentSendsScreen,
  SendDocumentButton,
} from '#web/features/document-sends/components/document-sends-screen.tsx';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/** `/fid-admin/documents`: statements, tax forms and notices sent to investors (issue 15 point 9). */
export function DocumentsPage() {
  const fidId = useFidId();
  const canSend = useCan('documents.send');
  return (
    <>
      <PageHeader
        title="Documents to Investors"
        subtitle="Send statements, tax forms and notices to one investor, an opportunity's investors or all, and see who viewed and signed them."
        actions={canSend ? <SendDocumentButton fidId={fidId} /> : null}
      />
      <DocumentSendsScreen fidId={fidId} />
    </>
  );
}

export { DocumentsPage as Component };
