import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: opportunities (issue 15). */
export function OpportunitiesPage() {
  return <PageHeader title="Opportunities" />;
}

export { OpportunitiesPage as Component };
