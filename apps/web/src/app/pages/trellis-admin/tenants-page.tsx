import { PageHeader } from '#web/components/shell/page-header.tsx';
import { TenantDirectory } from '#web/features/tenants-admin/index.ts';

/** Provider admin: the tenants list (issue 18 point 2). */
export function TenantsPage() {
  return (
    <>
      <PageHeader title="Tenants" subtitle="Every fiduciary of the platform, with its hosts and what it holds." />
      <TenantDirectory />
    </>
  );
}

export { TenantsPage as Component };
