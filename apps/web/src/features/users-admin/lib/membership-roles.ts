import { GRANTABLE_ROLES, ISSUER_REQUIRED, type ProviderMembership } from '@dl/contracts';
import {
  CAPTABLE_ROLES,
  ISSUER_ROLES,
  PORTALS,
  type Portal,
  PROVIDER_ROLES,
  portalOfRole,
  rolesOfPortal,
} from '@dl/domain';
import { portalLabel, roleLabel } from './role-labels.ts';

interface RoleOption {
  value: string;
  label: string;
}

const includes = (list: Record<string, string>, role: string) => Object.values(list).includes(role);

/** A provider role (trellis_*) is granted, changed or taken only with `provider_staff.manage`. */
export const isProviderRole = (role: string) => includes(PROVIDER_ROLES, role);

/** Issuer and cap-table roles work for one company of the tenant. */
export const needsIssuer = (role: string) => includes(ISSUER_ROLES, role) || includes(CAPTABLE_ROLES, role);

const grantable = (role: string, canManageStaff: boolean) =>
  (GRANTABLE_ROLES as readonly string[]).includes(role) && (canManageStaff || !isProviderRole(role));

/** The roles a provider may grant, grouped by the portal they work in. */
export function grantableRoleGroups(canManageStaff: boolean): { group: string; items: RoleOption[] }[] {
  return Object.values(PORTALS).flatMap((portal: Portal) => {
    const items = rolesOfPortal(portal)
      .filter((role) => grantable(role, canManageStaff))
      .map((role) => ({ value: role, label: roleLabel(role) }));
    return items.length ? [{ group: portalLabel(portal), items }] : [];
  });
}

/** Whether a membership may be changed or removed at all by this user. */
export function canTouchMembership(membership: ProviderMembership, canManageStaff: boolean): boolean {
  return canManageStaff || !isProviderRole(membership.role);
}

/** The other roles a membership may take: of its own portal and grantable (none for an investor role). */
export function changeRoleOptions(membership: ProviderMembership, canManageStaff: boolean): RoleOption[] {
  if (!canTouchMembership(membership, canManageStaff)) return [];
  const portal = portalOfRole(membership.role);
  if (!portal) return [];
  return rolesOfPortal(portal)
    .filter((role) => role !== membership.role && grantable(role, canManageStaff))
    .map((role) => ({ value: role, label: roleLabel(role) }));
}

/** Memberships by tenant name, then portal, then role, so that one tenant's rows stand together. */
export function sortMemberships(memberships: readonly ProviderMembership[]): ProviderMembership[] {
  const key = (m: ProviderMembership) => [m.tenant.name.toLowerCase(), portalLabel(m.portal), roleLabel(m.role)];
  return [...memberships].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    return ka.reduce((order, part, i) => order || part.localeCompare(kb[i] ?? ''), 0);
  });
}

export interface MembershipDraft {
  tenant_id: string | null;
  role: string | null;
  issuer_id: string | null;
}

const REQUIRED = 'This field is required.';

/** The add-membership form's messages by field; empty when it may be sent. */
export function membershipErrors(draft: MembershipDraft): Partial<Record<keyof MembershipDraft, string>> {
  const errors: Partial<Record<keyof MembershipDraft, string>> = {};
  if (!draft.tenant_id) errors.tenant_id = REQUIRED;
  if (!draft.role) errors.role = REQUIRED;
  else if (needsIssuer(draft.role) && !draft.issuer_id) errors.issuer_id = ISSUER_REQUIRED;
  return errors;
}
