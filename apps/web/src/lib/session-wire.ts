import type { AccessClaims, EntityRef, Permission, Session } from '@dl/contracts';
import * as wire from './wire-parse.ts';

/**
 * The session as the contract defines it (`sessionSchema`, `accessClaimsSchema`, the refresh answer),
 * parsed without zod: the login page and the session store are in the first download (wire-parse.ts).
 */
const entityRef: wire.Parse<EntityRef> = wire.object({
  id: wire.uuid,
  trellis_uid: wire.string,
  name: wire.string,
  type: wire.oneOf(['ENTITY', 'INDIVIDUAL', 'INDIVIDUAL_FOR_ENTITY']),
});

const permission: wire.Parse<Permission> = wire.object({
  fiduciary: wire.object({ id: wire.uuid, name: wire.string }),
  roles: wire.arrayOf(wire.string),
  entities: wire.arrayOf(entityRef),
  investor_admin_entities: wire.arrayOf(entityRef),
  viewer_entities: wire.arrayOf(entityRef),
});

export const parseSession: wire.Parse<Session> = wire.object({
  access: wire.string,
  refresh: wire.string,
  user: wire.object({
    id: wire.uuid,
    email: wire.string,
    first_name: wire.string,
    last_name: wire.string,
    trellis_uid: wire.string,
  }),
  permissions: wire.arrayOf(permission),
});

export const parseAccessClaims: wire.Parse<AccessClaims> = wire.object({
  sub: wire.string,
  tenant: wire.string,
  current_fiduciary_id: wire.string,
  current_entity_id: wire.nullable(wire.string),
  current_role: wire.string,
});

/** The answer of POST token/refresh: the rotated pair. */
export const parseTokenPair: wire.Parse<{ access: string; refresh: string }> = wire.object({
  access: wire.string,
  refresh: wire.string,
});
