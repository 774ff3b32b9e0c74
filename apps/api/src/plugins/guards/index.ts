/**
 * Every access check of the API (ADR 0025): who is calling (principal), in which fiduciary
 * (tenant), as an investor, as staff allowed an action by the permission map of @dl/domain, for
 * which entity, and as staff of which issuer. New portals add their roles to the map, not guards.
 */
export {
  type CapTableMemberships,
  type CapTableScope,
  capTableCan,
  capTableIdFor,
  requireCapTable,
  requireCapTableMemberships,
} from './captable.ts';
export { entityAccess, type EntityAccess } from './entity.ts';
export { actsAsInvestor, type InvestorScope, requireInvestor } from './investor.ts';
export {
  type CompanyMemberships,
  type CompanyScope,
  companyCan,
  companyScope,
  type IssuerScope,
  requireCompany,
  requireIssuerCompanies,
  requireIssuerMember,
  requireNdaSignatory,
  requireSignatoryFor,
} from './issuer.ts';
export { NOT_PERMITTED, refusalFor, STAFF_NOT_PERMITTED } from './messages.ts';
export { type ProviderScope, providerGuard, requireProvider } from './provider.ts';
export { requireStaff, type StaffScope } from './staff.ts';
export { requirePrincipal, requireTenant, type TenantScope, tenantGuard } from './tenant.ts';
