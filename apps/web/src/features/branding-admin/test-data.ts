import { type HostBranding, LINK_FIELDS, type TenantBranding, tenantBrandingSchema } from '@dl/contracts';
import { DEFAULT_COLORS, DEFAULT_CROWDSMART_COLORS, DEFAULT_PUBLIC_BRANDING } from '@dl/domain';

export const TENANT_ID = '5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c';

/** A tenant's branding as `GET admin/tenants/:tenantId/branding` answers it: the spec defaults, two hosts. */
export function tenantBranding(overrides: Partial<TenantBranding> = {}): TenantBranding {
  return tenantBrandingSchema.parse({
    tenant_id: TENANT_ID,
    name: 'Harbor Fiduciary',
    mpid: 'HRBR',
    branding: {
      logo_url: null,
      logo_small_url: null,
      show_name: true,
      colors: { ...DEFAULT_COLORS },
      crowdsmart_colors: { ...DEFAULT_CROWDSMART_COLORS },
    },
    settings: { help_address: 'help@harbor.test', ...Object.fromEntries(LINK_FIELDS.map((f) => [f, null])) },
    public_branding: structuredClone(DEFAULT_PUBLIC_BRANDING),
    hosts: ['harbor.example.com', 'invest.harbor.example.com'],
    ...overrides,
  });
}

/** One host's branding as `GET .../hosts/:host/branding` answers it, with no override. */
export function hostBranding(host: string, overrides: Partial<HostBranding['override']> = {}): HostBranding {
  const override = {
    logo: null,
    help_address: null,
    appTitles: {},
    drOptions: { showIndicateInterestBtn: null, poweredByText: null },
    ...overrides,
  };
  return {
    host,
    override,
    document: {
      ...structuredClone(DEFAULT_PUBLIC_BRANDING),
      fiduciary_id: TENANT_ID,
      links: {},
      suspended: false,
      colors: null,
    },
  };
}
