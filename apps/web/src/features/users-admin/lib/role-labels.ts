import { isRole, type Portal, PORTALS, type Role } from '@dl/domain';

/** Role names as people read them (spec 6 lists the codes). */
const ROLE_LABEL: Readonly<Record<Role, string>> = {
  tapp_admin: 'TAPP admin',
  captable_admin: 'Cap table admin',
  captable_editor: 'Cap table editor',
  captable_viewer: 'Cap table viewer',
  captable_super_admin: 'Cap table superadmin',
  holder: 'Holder',
  fiduciary_superadmin: 'Fiduciary superadmin',
  fiduciary_admin: 'Fiduciary admin',
  kyc_approver: 'KYC approver',
  opportunity_approver: 'Opportunity approver',
  deal_executor: 'Deal executor',
  bd_trader: 'BD trader',
  fiduciary_authorized_signatory: 'Authorized signatory',
  fiduciary_editor: 'Fiduciary editor',
  fiduciary_admin_viewer: 'Fiduciary admin viewer',
  trellis_superadmin: 'Provider superadmin',
  trellis_admin: 'Provider admin',
  trellis_operator: 'Provider operator',
  issuer_superadmin: 'Issuer superadmin',
  issuer_admin: 'Issuer admin',
  issuer_editor: 'Issuer editor',
  issuer_opportunity_approver: 'Issuer opportunity approver',
  issuer_authorized_signatory: 'Issuer authorized signatory',
  issuer_viewer: 'Issuer viewer',
  fiduciary_investor: 'Investor',
  fiduciary_viewer: 'Investor viewer',
  'fiduciary_investor-admin': 'Investor admin',
};

const PORTAL_LABEL: Readonly<Record<Portal, string>> = {
  [PORTALS.INVESTOR]: 'Investor',
  [PORTALS.ISSUER]: 'Issuer',
  [PORTALS.FID_ADMIN]: 'Fund admin',
  [PORTALS.PROVIDER]: 'Platform admin',
  [PORTALS.CAPTABLE]: 'Cap table',
};

/** 'some_new-role' -> 'Some new role', for a code this build does not know yet. */
function spelledOut(code: string): string {
  const text = code.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function roleLabel(role: string): string {
  return isRole(role) ? ROLE_LABEL[role] : spelledOut(role);
}

export function portalLabel(portal: string): string {
  return PORTAL_LABEL[portal as Portal] ?? spelledOut(portal);
}
