import { FIDUCIARY_ROLES, ISSUER_ROLES } from '@dl/domain';

/** Who may countersign for the fiduciary (NDAs of any issuer, and deals). */
export const FIDUCIARY_SIGNATORIES: readonly string[] = [
  FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN,
  FIDUCIARY_ROLES.FIDUCIARY_ADMIN,
  FIDUCIARY_ROLES.FIDUCIARY_AUTHORIZED_SIGNATORY,
];

/** Who may countersign an NDA for their own issuer (membership.issuer_id). */
export const ISSUER_SIGNATORIES: readonly string[] = [
  ISSUER_ROLES.ISSUER_SUPERADMIN,
  ISSUER_ROLES.ISSUER_ADMIN,
  ISSUER_ROLES.ISSUER_AUTHORIZED_SIGNATORY,
];
