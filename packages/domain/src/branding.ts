/** Branding defaults of spec 9 and the merge rule of spec 3 "Branding": defaults under what is stored. */

export const DEFAULT_APP_TITLE = 'Digital Locker';

export const DEFAULT_COLORS = {
  primary: '#009F46',
  secondary: '#0075A1',
  accent: '#f4f4f4',
  info: '#000000',
  error: '#E55957',
  success: '#1DC366',
  warning: '#FE970C',
} as const;

export const DEFAULT_CROWDSMART_COLORS = { background: '#023c56', foreground: '#ffffff' } as const;

export type BrandColors = { [K in keyof typeof DEFAULT_COLORS]: string };
export type CrowdsmartColors = { [K in keyof typeof DEFAULT_CROWDSMART_COLORS]: string };

export interface Branding {
  logo_url: string | null;
  show_name: boolean;
  colors: BrandColors;
  crowdsmart_colors: CrowdsmartColors;
}

export interface StoredBranding {
  logo_url?: string | null;
  show_name?: boolean;
  colors?: Partial<BrandColors>;
  crowdsmart_colors?: Partial<CrowdsmartColors>;
}

export function mergeBranding(stored: StoredBranding | null | undefined): Branding {
  return {
    logo_url: stored?.logo_url ?? null,
    show_name: stored?.show_name ?? true,
    colors: { ...DEFAULT_COLORS, ...definedOnly(stored?.colors) },
    crowdsmart_colors: { ...DEFAULT_CROWDSMART_COLORS, ...definedOnly(stored?.crowdsmart_colors) },
  };
}

function definedOnly<T extends object>(value: T | undefined): Partial<T> {
  if (!value) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;
}

export const DEFAULT_HELP_ADDRESS = 'help@digital-locker.example';

/** Public branding document served per host (spec 3 "Branding"). */
export interface PublicBranding {
  logo: string | null;
  help_address: string;
  appTitles: Record<string, string>;
  drOptions: { showIndicateInterestBtn: boolean; poweredByText: string };
  s3Data: { showSecondaryOpportunities: boolean };
}

export const DEFAULT_PUBLIC_BRANDING: PublicBranding = {
  logo: null,
  help_address: DEFAULT_HELP_ADDRESS,
  appTitles: {
    'digital-locker': DEFAULT_APP_TITLE,
    issuers: DEFAULT_APP_TITLE,
    'fid-admin': DEFAULT_APP_TITLE,
    'trellis-admin': DEFAULT_APP_TITLE,
    acap: DEFAULT_APP_TITLE,
  },
  drOptions: { showIndicateInterestBtn: true, poweredByText: 'Powered by Digital Locker' },
  s3Data: { showSecondaryOpportunities: false },
};

export function mergePublicBranding(stored: Partial<PublicBranding> | null | undefined): PublicBranding {
  const d = DEFAULT_PUBLIC_BRANDING;
  return {
    logo: stored?.logo ?? d.logo,
    help_address: stored?.help_address || d.help_address,
    appTitles: { ...d.appTitles, ...(stored?.appTitles ?? {}) },
    drOptions: { ...d.drOptions, ...(stored?.drOptions ?? {}) },
    s3Data: { ...d.s3Data, ...(stored?.s3Data ?? {}) },
  };
}

/**
 * A host's own values over its tenant's public branding document (issue 18 point 3): only the keys
 * it sets win, the rest come from the tenant. s3Data is left out: showing secondary opportunities is
 * a rule of the tenant's data (spec 6), enforced by the server per tenant, not per host.
 */
export interface PublicBrandingOverride {
  logo?: string | null;
  help_address?: string | null;
  appTitles?: Record<string, string | null | undefined>;
  drOptions?: { showIndicateInterestBtn?: boolean | null; poweredByText?: string | null };
}

/** The public document of a host: defaults < the tenant's public branding < the host's override. */
export function layerPublicBranding(
  base: PublicBranding,
  override: PublicBrandingOverride | null | undefined,
): PublicBranding {
  if (!override) return base;
  return {
    ...base,
    logo: override.logo || base.logo,
    help_address: override.help_address || base.help_address,
    appTitles: { ...base.appTitles, ...(definedOnly(override.appTitles) as Record<string, string>) },
    drOptions: {
      ...base.drOptions,
      ...(definedOnly(override.drOptions) as Partial<PublicBranding['drOptions']>),
    },
  };
}
