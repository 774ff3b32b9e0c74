import {
  type HostBranding,
  hostBrandingBodySchema,
  type HostBrandingBody,
  type TenantBranding,
  type TenantBrandingBody,
  tenantBrandingBodySchema,
} from '@dl/contracts';
import { fieldErrors } from '#web/lib/field-errors.ts';

/** The editor's values: the PUT body, every field present. */
export type BrandingValues = TenantBrandingBody;
export type FieldErrors = Partial<Record<string, string>>;

/** The answer of GET branding as the form holds it (the tenant id and hosts are not edited here). */
export function toFormValues(answer: TenantBranding): BrandingValues {
  const { tenant_id: _id, hosts: _hosts, ...values } = answer;
  return structuredClone(values) as BrandingValues;
}

/** A copy of `values` with the value at a dotted path ('branding.colors.primary') replaced. */
export function setAt<T extends object>(values: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  if (head === undefined) return values;
  const current = values as Record<string, unknown>;
  const next = rest.length === 0 ? value : setAt((current[head] ?? {}) as object, rest.join('.'), value);
  return { ...current, [head]: next } as T;
}

/** The value at a dotted path. */
export function getAt(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
}

/** The contract's own rules and messages, per field path. */
export function checkBranding(values: BrandingValues): FieldErrors {
  return fieldErrors(tenantBrandingBodySchema.safeParse(values));
}

export function checkHostBranding(values: HostBrandingBody): FieldErrors {
  return fieldErrors(hostBrandingBodySchema.safeParse(values));
}

export const isSame = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The sections of the editor and the field paths each one holds, to point at the first error. */
const SECTIONS = {
  identity: ['name', 'mpid', 'branding.logo_url', 'branding.logo_small_url', 'branding.show_name'],
  colours: ['branding.colors', 'branding.crowdsmart_colors'],
  links: ['settings'],
  public: ['public_branding'],
} as const;
export type Section = keyof typeof SECTIONS | 'hosts';

/** How many errors each section holds. */
export function errorsBySection(errors: FieldErrors): Partial<Record<Section, number>> {
  const counts: Partial<Record<Section, number>> = {};
  for (const path of Object.keys(errors)) {
    const section = (Object.keys(SECTIONS) as (keyof typeof SECTIONS)[]).find((s) =>
      SECTIONS[s].some((prefix) => path === prefix || path.startsWith(`${prefix}.`)),
    );
    if (section) counts[section] = (counts[section] ?? 0) + 1;
  }
  return counts;
}

/** A host's override as its form holds it: blank where the host inherits. */
export function toHostValues(answer: HostBranding): HostBrandingBody {
  const { override } = answer;
  return {
    logo: override.logo,
    help_address: override.help_address ?? '',
    appTitles: Object.fromEntries(Object.entries(override.appTitles).map(([k, v]) => [k, v ?? ''])),
    drOptions: {
      showIndicateInterestBtn: override.drOptions.showIndicateInterestBtn,
      poweredByText: override.drOptions.poweredByText ?? '',
    },
  };
}
