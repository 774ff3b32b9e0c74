import { PageHeader } from '#web/components/shell/page-header.tsx';

/** Fund admin: kyc-review (issue 15). */
export function KycReviewPage() {
  return <PageHeader title="KycReview" />;
}

export { KycReviewPage as Component };
