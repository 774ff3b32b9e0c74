import { useParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { TenantDetail, useTenantName } from '#web/features/tenants-admin/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';

/** Provider admin: one tenant (issue 18 point 2). */
export function TenantPage() {
  const { id = '' } = useParams();
  const name = useTenantName(id) ?? 'Tenant';
  const tenants = hrefFor('TrellisAdmin.Tenants');
  return (
    <>
      <PageHeader title={name} backTo={tenants} breadcrumbs={[{ label: 'Tenants', to: tenants }, { label: name }]} />
      <TenantDetail id={id} />
    </>
  );
}

export { TenantPage as Component };
