import { GRANTABLE_ROLES, INVESTOR_ROLE_BY_INVITATION, ISSUER_REQUIRED } from '@dl/contracts';
import { CAPTABLE_ROLES, ISSUER_ROLES, PROVIDER_ROLES } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';

const PROVIDER: readonly string[] = Object.values(PROVIDER_ROLES);
const COMPANY: readonly string[] = [...Object.values(ISSUER_ROLES), ...Object.values(CAPTABLE_ROLES)];

export const isProviderRole = (role: string) => PROVIDER.includes(role);
export const needsCompany = (role: string) => COMPANY.includes(role);

const PROVIDER_ROLE_ONLY_AT_HOME = 'Provider roles are held in the provider, not in a tenant.';
export const TENANT_ROLE_ONLY_IN_TENANT = 'Choose a tenant for this role: the provider holds provider roles only.';

/**
 * Where a role may be granted (ADR 0029): investor roles only through an invitation (they come with
 * an entity and KYC); provider roles only in the provider's home and tenant roles only in a tenant;
 * issuer and cap-table roles name a company of that tenant.
 */
export function checkGrant(args: { role: string; atProviderHome: boolean; issuerId: string | null }): void {
  if (!(GRANTABLE_ROLES as readonly string[]).includes(args.role))
    throw new AppError('BAD_REQUEST', INVESTOR_ROLE_BY_INVITATION);
  if (isProviderRole(args.role) !== args.atProviderHome)
    throw new AppError('BAD_REQUEST', args.atProviderHome ? TENANT_ROLE_ONLY_IN_TENANT : PROVIDER_ROLE_ONLY_AT_HOME);
  if (needsCompany(args.role) && !args.issuerId) throw new AppError('BAD_REQUEST', ISSUER_REQUIRED);
}
