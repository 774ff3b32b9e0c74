import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: deals (issue 15). */
export function DealsPage() {
  return <PageHeader title="Deals" />;
}

export { DealsPage as Component };
