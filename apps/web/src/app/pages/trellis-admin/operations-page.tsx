import { PageHeader } from '#web/components/shell/page-header.tsx';
import { OperationsDesk } from '#web/features/operations-admin/index.ts';

/** Provider admin: jobs, the e-mail outbox, audit logs and sizes (issue 18 point 6). */
export function OperationsPage() {
  return (
    <>
      <PageHeader title="Operations" subtitle="Jobs, e-mail, audit logs and storage: is the platform healthy?" />
      <OperationsDesk />
    </>
  );
}

export { OperationsPage as Component };
