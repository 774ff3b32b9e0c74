import { PageHeader } from '#web/components/shell/page-header.tsx';
import { CompanyDocuments } from '#web/features/issuer-documents/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

/** Issuer portal: the company's documents across its opportunities (issue 16 point 4). */
export function DocumentsPage() {
  return (
    <>
      <PageHeader title="Documents" subtitle="Deal documents and the data room of each opportunity." />
      <CompanyDocuments documentsHref={(id) => `${hrefFor('Issuer.Opportunity', { id })}?tab=documents`} />
    </>
  );
}

export { DocumentsPage as Component };
