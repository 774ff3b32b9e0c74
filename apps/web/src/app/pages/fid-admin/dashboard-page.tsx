import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: dashboard (issue 15). */
export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}

export { DashboardPage as Component };
