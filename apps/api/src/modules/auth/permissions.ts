import type { Permission } from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { MembershipRow } from './auth.repository.ts';

type EntityType = Permission['entities'][number]['type'];

/**
 * Groups a user's memberships into the permission list of spec 3 "Auth state": one item per
 * fiduciary with its roles and the entities the user invests through, administers or views.
 */
export function buildPermissions(rows: readonly MembershipRow[]): Permission[] {
  const byFid = new Map<string, Permission>();
  for (const row of rows) {
    let perm = byFid.get(row.fiduciary_id);
    if (!perm) {
      perm = {
        fiduciary: { id: row.fiduciary_id, name: row.fiduciary_name },
        roles: [],
        entities: [],
        investor_admin_entities: [],
        viewer_entities: [],
      };
      byFid.set(row.fiduciary_id, perm);
    }
    if (!perm.roles.includes(row.role)) perm.roles.push(row.role);
    if (row.entity_id && row.entity_trellis_uid && row.entity_name && row.entity_type) {
      const ref = {
        id: row.entity_id,
        trellis_uid: row.entity_trellis_uid,
        name: row.entity_name,
        type: row.entity_type as EntityType,
      };
      const list = entityListFor(perm, row.role);
      if (list && !list.some((e) => e.id === ref.id)) list.push(ref);
    }
  }
  return [...byFid.values()];
}

function entityListFor(perm: Permission, role: string) {
  switch (role) {
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR:
      return perm.entities;
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN:
      return perm.investor_admin_entities;
    case INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_VIEWER:
      return perm.viewer_entities;
    default:
      return null;
  }
}

/** The membership matching a requested context, if the user holds it. */
export function findContext(
  rows: readonly MembershipRow[],
  want: { fiduciary_id: string; role?: string | undefined; entity_id?: string | null | undefined },
): MembershipRow | undefined {
  return rows.find(
    (r) =>
      r.fiduciary_id === want.fiduciary_id &&
      (want.role === undefined || r.role === want.role) &&
      (want.entity_id === undefined || r.entity_id === want.entity_id),
  );
}
