import { type CreateTenantBody, createTenantBodySchema, hostSchema } from '@dl/contracts';
import { fieldErrors } from '#web/lib/field-errors.ts';

/** The new-tenant form as typed; field errors are keyed by the body's paths ('hosts.1', 'admin.email'). */
export interface TenantDraft {
  name: string;
  slug: string;
  mpid: string;
  hosts: string[];
  admin: { email: string; first_name: string; last_name: string };
}

export type TenantFormErrors = Partial<Record<string, string>>;

export const EMPTY_TENANT_DRAFT: TenantDraft = {
  name: '',
  slug: '',
  mpid: '',
  hosts: [''],
  admin: { email: '', first_name: '', last_name: '' },
};

/** The contract allows 20 hosts per tenant. */
export const MAX_HOSTS = 20;
const REQUIRED = 'This field is required.';
export const HOST_TWICE = 'This host is listed twice.';

/** 'Acme Capital & Co.' -> 'acme-capital-co': a short name the contract's pattern accepts. */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}

/** The body to send: empty host rows dropped, an empty MPID as null. */
export function tenantBody(draft: TenantDraft): CreateTenantBody {
  const mpid = draft.mpid.trim();
  return { ...draft, mpid: mpid || null, hosts: draft.hosts.map((h) => h.trim()).filter(Boolean) };
}

/**
 * The contract's own checks and messages by field, run on the body as it will be sent (so host
 * indexes are those of the non-empty rows), plus a host listed twice and an empty e-mail.
 */
export function tenantErrors(body: CreateTenantBody): TenantFormErrors {
  const errors: TenantFormErrors = fieldErrors(createTenantBodySchema.safeParse(body));
  const seen = new Set<string>();
  (body.hosts ?? []).forEach((host, index) => {
    const parsed = hostSchema.safeParse(host);
    const key = parsed.success ? parsed.data : host;
    if (seen.has(key)) errors[`hosts.${index}`] ??= HOST_TWICE;
    seen.add(key);
  });
  if (!body.admin.email.trim()) errors['admin.email'] = REQUIRED;
  return errors;
}

/**
 * Each host row's message: the body's `hosts.N` are counted over the non-empty rows only, so they
 * are carried back to the rows as typed; `hosts` itself (a host taken) goes to the list as a whole.
 */
export function hostRowErrors(hosts: readonly string[], errors: TenantFormErrors): (string | undefined)[] {
  let sent = 0;
  return hosts.map((host) => (host.trim() ? errors[`hosts.${sent++}`] : undefined));
}
