import { can } from '@dl/domain';

/** The refusal an investor (or a member acting as one) reads. */
export const NOT_PERMITTED = 'You do not have permission to perform this action.';

/** The refusal a staff member reads when their role lacks the action (fiduciary, issuer, provider). */
export const STAFF_NOT_PERMITTED = 'Your role does not allow this action.';

/**
 * The refusal that fits the caller: the staff message when any of `roles` is a staff role (not an
 * investor role), else the investor message.
 */
export function refusalFor(roles: readonly (string | null | undefined)[]): string {
  return roles.some((r) => r && !can(r, 'investor.read')) ? STAFF_NOT_PERMITTED : NOT_PERMITTED;
}
