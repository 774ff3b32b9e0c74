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
