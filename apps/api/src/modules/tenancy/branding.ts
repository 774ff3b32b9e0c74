import type { AccountBranding, FiduciaryContact, PublicBrandingDoc } from '@dl/contracts';
import {
  DEFAULT_HELP_ADDRESS,
  layerPublicBranding,
  mergeBranding,
  mergePublicBranding,
  PORTALS,
  type PublicBranding,
  type PublicBrandingOverride,
  type StoredBranding,
} from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { findBrandingByHost, findFiduciaryBranding, findTenantContact } from './tenancy.repository.ts';

export async function getAccountBranding(db: Executor, fiduciaryId: string): Promise<AccountBranding> {
  const row = await findFiduciaryBranding(db, fiduciaryId);
  if (!row) throw notFound();
  return { name: row.name, mpid: row.mpid, branding: mergeBranding(row.branding as StoredBranding) };
}

/** Spec 3 "Branding settings": per-portal contact, privacy_policy and terms, by field prefix. */
const LINK_PREFIX = {
  [PORTALS.INVESTOR]: 'digital_locker',
  [PORTALS.ISSUER]: 'issuer',
  [PORTALS.CAPTABLE]: 'issuer',
  [PORTALS.FID_ADMIN]: 'tenant',
  [PORTALS.PROVIDER]: 'admin',
} as const;

const DEFAULT_TERMS = 'https://digital-locker.example/terms';
const DEFAULT_PRIVACY = 'https://digital-locker.example/privacy';

function footerLinks(settings: Record<string, unknown>, helpAddress: string) {
  const text = (key: string) => (typeof settings[key] === 'string' && settings[key] ? (settings[key] as string) : null);
  return Object.fromEntries(
    Object.entries(LINK_PREFIX).map(([portal, prefix]) => [
      portal,
      {
        contact: text(`${prefix}_contact`) ?? `mailto:${helpAddress}`,
        privacy_policy: text(`${prefix}_privacy_policy`) ?? DEFAULT_PRIVACY,
        terms: text(`${prefix}_terms`) ?? DEFAULT_TERMS,
      },
    ]),
  );
}

/**
 * The public branding document of the fiduciary that owns the request host; built-in defaults when
 * no fiduciary claims the host (spec 3 "Branding": falls back to built-in defaults). The host's own
 * override wins over the tenant's document, its help address over the tenant's settings too.
 */
export async function getPublicBranding(db: Executor, host: string): Promise<PublicBrandingDoc> {
  const row = await findBrandingByHost(db, host.toLowerCase());
  const settings = (row?.settings ?? {}) as Record<string, unknown>;
  const override = (row?.host_branding ?? null) as PublicBrandingOverride | null;
  const tenant = mergePublicBranding((row?.public_branding ?? null) as Partial<PublicBranding> | null);
  const merged = layerPublicBranding(tenant, override);
  const helpAddress =
    override?.help_address ||
    (typeof settings.help_address === 'string' && settings.help_address ? settings.help_address : merged.help_address);
  return {
    ...merged,
    help_address: helpAddress || DEFAULT_HELP_ADDRESS,
    fiduciary_id: row?.id ?? null,
    links: footerLinks(settings, helpAddress || DEFAULT_HELP_ADDRESS),
    suspended: Boolean(row?.suspended_on),
    colors: row ? mergeBranding(row.branding as StoredBranding).colors : null,
  };
}

/**
 * Whom to ask for an invitation (/onboard/{fidId} without a code, ADR 0033): the tenant's name and
 * help address, which its login page shows anyway; 404 for an unknown id or the provider's home.
 */
export async function getFiduciaryContact(db: Executor, fiduciaryId: string): Promise<FiduciaryContact> {
  const row = await findTenantContact(db, fiduciaryId);
  if (!row) throw notFound();
  const settings = (row.settings ?? {}) as Record<string, unknown>;
  const help = typeof settings.help_address === 'string' && settings.help_address ? settings.help_address : null;
  return { name: row.name, email: help ?? DEFAULT_HELP_ADDRESS };
}
