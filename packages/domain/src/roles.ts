/**
 * Every role name of spec section 6, as constants. Both the API (authorization) and the web app
 * (guards, menus) read them from here.
 */

export const CAPTABLE_ROLES = {
  TAPP_ADMIN: 'tapp_admin',
  CAPTABLE_ADMIN: 'captable_admin',
  CAPTABLE_EDITOR: 'captable_editor',
  CAPTABLE_VIEWER: 'captable_viewer',
  CAPTABLE_SUPER_ADMIN: 'captable_super_admin',
  HOLDER: 'holder',
} as const;

export const FIDUCIARY_ROLES = {
  FIDUCIARY_SUPERADMIN: 'fiduciary_superadmin',
  FIDUCIARY_ADMIN: 'fiduciary_admin',
  KYC_APPROVER: 'kyc_approver',
  OPPORTUNITY_APPROVER: 'opportunity_approver',
  DEAL_EXECUTOR: 'deal_executor',
  BD_TRADER: 'bd_trader',
  FIDUCIARY_AUTHORIZED_SIGNATORY: 'fiduciary_authorized_signatory',
  FIDUCIARY_EDITOR: 'fiduciary_editor',
  FIDUCIARY_ADMIN_VIEWER: 'fiduciary_admin_viewer',
} as const;

export const PROVIDER_ROLES = {
  TRELLIS_SUPERADMIN: 'trellis_superadmin',
  TRELLIS_ADMIN: 'trellis_admin',
  TRELLIS_OPERATOR: 'trellis_operator',
} as const;

export const ISSUER_ROLES = {
  ISSUER_SUPERADMIN: 'issuer_superadmin',
  ISSUER_ADMIN: 'issuer_admin',
  ISSUER_EDITOR: 'issuer_editor',
  ISSUER_OPPORTUNITY_APPROVER: 'issuer_opportunity_approver',
  ISSUER_AUTHORIZED_SIGNATORY: 'issuer_authorized_signatory',
  ISSUER_VIEWER: 'issuer_viewer',
} as const;

/** Membership roles an investor holds in a fiduciary (spec 6 "Investor fiduciary roles"). */
export const INVESTOR_FIDUCIARY_ROLES = {
  FIDUCIARY_INVESTOR: 'fiduciary_investor',
  FIDUCIARY_VIEWER: 'fiduciary_viewer',
  FIDUCIARY_INVESTOR_ADMIN: 'fiduciary_investor-admin',
} as const;

/** Roles the investor portal reasons with (spec 3 "Other lists", 6). */
export const INVESTOR_ROLES = {
  INVESTOR: 'INVESTOR',
  INVESTOR_ADMIN: 'INVESTOR_ADMIN',
  VIEWER: 'VIEWER',
} as const;

export const PORTAL_KINDS = { INVESTOR: 'investor', FID_ADMIN: 'FID_ADMIN', TR_ADMIN: 'TR_ADMIN' } as const;

type ValueOf<T> = T[keyof T];
export type CaptableRole = ValueOf<typeof CAPTABLE_ROLES>;
export type FiduciaryRole = ValueOf<typeof FIDUCIARY_ROLES>;
export type ProviderRole = ValueOf<typeof PROVIDER_ROLES>;
export type IssuerRole = ValueOf<typeof ISSUER_ROLES>;
export type InvestorFiduciaryRole = ValueOf<typeof INVESTOR_FIDUCIARY_ROLES>;
export type InvestorRole = ValueOf<typeof INVESTOR_ROLES>;

/** Every role a membership may carry. */
export const ALL_ROLES = [
  ...Object.values(CAPTABLE_ROLES),
  ...Object.values(FIDUCIARY_ROLES),
  ...Object.values(PROVIDER_ROLES),
  ...Object.values(ISSUER_ROLES),
  ...Object.values(INVESTOR_FIDUCIARY_ROLES),
] as const;
export type Role = (typeof ALL_ROLES)[number];

export function isRole(value: string): value is Role {
  return (ALL_ROLES as readonly string[]).includes(value);
}

/** The investor-portal role a membership role maps to (null when it is not an investor role). */
export function toInvestorRole(role: string): InvestorRole | null {
  switch (role) {
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR:
      return INVESTOR_ROLES.INVESTOR;
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN:
      return INVESTOR_ROLES.INVESTOR_ADMIN;
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER:
      return INVESTOR_ROLES.VIEWER;
    default:
      return null;
  }
}

/** Spec 6: "A user whose only role is the viewer role is a viewer." */
export function isViewerOnly(roles: readonly string[]): boolean {
  return roles.length > 0 && roles.every((r) => r === INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER);
}
