import { rolesFor } from '@dl/domain';

/** Who may countersign for the fiduciary (NDAs of any issuer, and deals), per the permission map. */
export const FIDUCIARY_SIGNATORIES: readonly string[] = rolesFor('nda.countersign_any');

/** Who may countersign an NDA for their own issuer (membership.issuer_id). */
export const ISSUER_SIGNATORIES: readonly string[] = rolesFor('nda.countersign_issuer');
