import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: kyc (issue 15). */
export function KycPage() {
  return <PageHeader title="Kyc" />;
}

export { KycPage as Component };
