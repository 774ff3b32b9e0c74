import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: capital-calls (issue 15). */
export function CapitalCallsPage() {
  return <PageHeader title="CapitalCalls" />;
}

export { CapitalCallsPage as Component };
