import { PageHeader } from '#web/components/shell/page-header.tsx';
import { BrandingAdmin } from '#web/features/branding-admin/index.ts';

/** Provider admin: a tenant's branding, per tenant and per host (issue 18 point 3). */
export function BrandingPage() {
  return (
    <>
      <PageHeader
        title="Branding"
        subtitle="Logos, colours, footer links and the public document of each tenant and its hosts."
      />
      <BrandingAdmin />
    </>
  );
}

export { BrandingPage as Component };
