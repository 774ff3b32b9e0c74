import {
  type HostBranding,
  type HostBrandingOverride,
  LINK_FIELDS,
  type TenantBranding,
  type TenantBrandingValues,
} from '@dl/contracts';
import { mergeBranding, mergePublicBranding, type PublicBranding, type StoredBranding } from '@dl/domain';
import type { TenantBrandingRow } from './provider-branding.repository.ts';

type Stored = Record<string, unknown>;
const asObject = (value: unknown): Stored =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Stored) : {};
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** A tenant's branding for the editor: what is stored, merged over the defaults of spec 9. */
export function toTenantBranding(row: TenantBrandingRow, hosts: readonly string[]): TenantBranding {
  const branding = asObject(row.branding);
  const settings = asObject(row.settings);
  return {
    tenant_id: row.id,
    name: row.name,
    mpid: row.mpid,
    branding: { ...mergeBranding(branding as StoredBranding), logo_small_url: text(branding.logo_small_url) },
    settings: {
      help_address: text(settings.help_address),
      ...(Object.fromEntries(LINK_FIELDS.map((f) => [f, text(settings[f])])) as Record<
        (typeof LINK_FIELDS)[number],
        string | null
      >),
    },
    public_branding: mergePublicBranding(asObject(row.public_branding) as Partial<PublicBranding>),
    hosts: [...hosts],
  };
}

const withoutEmpty = (value: Stored): Stored =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/**
 * The documents to store: the form's values over what is stored, so keys this form does not know
 * survive; a cleared setting is removed (the platform's default applies again).
 */
export function toStoredBranding(row: TenantBrandingRow, body: TenantBrandingValues) {
  return {
    branding: { ...asObject(row.branding), ...body.branding },
    settings: withoutEmpty({ ...asObject(row.settings), ...body.settings }),
    public_branding: { ...asObject(row.public_branding), ...body.public_branding },
  };
}

/** Only what the host sets is stored; everything else inherits the tenant's document. */
export function toStoredOverride(body: HostBrandingOverride): Stored {
  const appTitles = withoutEmpty(body.appTitles);
  const drOptions = withoutEmpty(body.drOptions);
  return withoutEmpty({
    logo: body.logo,
    help_address: body.help_address,
    ...(Object.keys(appTitles).length > 0 && { appTitles }),
    ...(Object.keys(drOptions).length > 0 && { drOptions }),
  });
}

/** A stored override as the form reads it: every field named, null where the host inherits. */
export function toHostOverride(stored: unknown): HostBranding['override'] {
  const doc = asObject(stored);
  const titles = asObject(doc.appTitles);
  const options = asObject(doc.drOptions);
  return {
    logo: text(doc.logo),
    help_address: text(doc.help_address),
    appTitles: Object.fromEntries(Object.entries(titles).map(([k, v]) => [k, text(v)])),
    drOptions: {
      showIndicateInterestBtn:
        typeof options.showIndicateInterestBtn === 'boolean' ? options.showIndicateInterestBtn : null,
      poweredByText: text(options.poweredByText),
    },
  };
}
