import { useParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { UserDetail, UserStatusBadge, useUserHeading } from '#web/features/users-admin/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

/** Provider admin: one user with their memberships (issue 18 point 4). */
export function UserPage() {
  const { id = '' } = useParams();
  const heading = useUserHeading(id);
  const name = heading?.name ?? 'User';
  const users = hrefFor('TrellisAdmin.Users');
  return (
    <>
      <PageHeader
        title={name}
        subtitle={heading?.email}
        backTo={users}
        actions={heading && <UserStatusBadge user={heading} size="lg" />}
        breadcrumbs={[{ label: 'Users', to: users }, { label: name }]}
      />
      <UserDetail id={id} />
    </>
  );
}

export { UserPage as Component };
