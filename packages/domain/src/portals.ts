import {
  CAPTABLE_ROLES,
  FIDUCIARY_ROLES,
  INVESTOR_FIDUCIARY_ROLES,
  ISSUER_ROLES,
  PROVIDER_ROLES,
  type Role,
} from './roles.ts';

/** The portal is the first path segment of the URL (spec 1). */
export const PORTALS = {
  INVESTOR: 'digital-locker',
  ISSUER: 'issuers',
  FID_ADMIN: 'fid-admin',
  PROVIDER: 'trellis-admin',
  CAPTABLE: 'acap',
} as const;
export type Portal = (typeof PORTALS)[keyof typeof PORTALS];

const PORTAL_ROLES: Record<Portal, readonly string[]> = {
  [PORTALS.INVESTOR]: Object.values(INVESTOR_FIDUCIARY_ROLES),
  [PORTALS.ISSUER]: Object.values(ISSUER_ROLES),
  [PORTALS.FID_ADMIN]: Object.values(FIDUCIARY_ROLES),
  [PORTALS.PROVIDER]: Object.values(PROVIDER_ROLES),
  [PORTALS.CAPTABLE]: Object.values(CAPTABLE_ROLES),
};

/** Which portal a role works in. Every role belongs to exactly one. */
export function portalOfRole(role: Role | string): Portal | null {
  for (const [portal, roles] of Object.entries(PORTAL_ROLES)) {
    if (roles.includes(role)) return portal as Portal;
  }
  return null;
}

export function portalHome(portal: Portal): string {
  return `/${portal}/`;
}

export function rolesOfPortal(portal: Portal): readonly string[] {
  return PORTAL_ROLES[portal];
}
