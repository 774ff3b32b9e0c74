import { PageHeader } from '#web/components/shell/page-header.tsx';
import { ApprovalQueue } from '#web/features/opportunity-approval/components/approval-queue.tsx';
import { useFidId } from '#web/features/opportunity-approval/lib/use-fid-id.ts';

/** Fund admin: the opportunity approval queue (issue 15 point 5). */
export function OpportunitiesPage() {
  const fidId = useFidId();
  return (
    <>
      <PageHeader
        title="Opportunity Approval"
        subtitle="Review what issuers send, preview it as investors will see it, and approve or reject it."
      />
      <ApprovalQueue fidId={fidId} />
    </>
  );
}

export { OpportunitiesPage as Component };
