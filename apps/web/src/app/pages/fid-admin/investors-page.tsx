import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: investors (issue 15). */
export function InvestorsPage() {
  return <PageHeader title="Investors" />;
}

export { InvestorsPage as Component };
