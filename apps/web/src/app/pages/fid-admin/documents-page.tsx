import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: documents (issue 15). */
export function DocumentsPage() {
  return <PageHeader title="Documents" />;
}

export { DocumentsPage as Component };
