import { PageHeader } from '#web/components/shell/page-header.tsx';
import { UserDirectory } from '#web/features/users-admin/index.ts';

/** Provider admin: users of every tenant (issue 18 point 4). */
export function UsersPage() {
  return (
    <>
      <PageHeader title="Users" subtitle="Everyone with an account on the platform, and where they have access." />
      <UserDirectory />
    </>
  );
}

export { UsersPage as Component };
