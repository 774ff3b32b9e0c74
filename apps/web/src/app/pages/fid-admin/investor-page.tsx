import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: investor (issue 15). */
export function InvestorPage() {
  return <PageHeader title="Investor" />;
}

export { InvestorPage as Component };
