import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: opportunity (issue 15). */
export function OpportunityPage() {
  return <PageHeader title="Opportunity" />;
}

export { OpportunityPage as Component };
