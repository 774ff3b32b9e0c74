import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: deal (issue 15). */
export function DealPage() {
  return <PageHeader title="Deal" />;
}

export { DealPage as Component };
