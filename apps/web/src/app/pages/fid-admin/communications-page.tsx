import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: communications (issue 15). */
export function CommunicationsPage() {
  return <PageHeader title="Communications" />;
}

export { CommunicationsPage as Component };
