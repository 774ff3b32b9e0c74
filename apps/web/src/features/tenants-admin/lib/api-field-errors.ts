import { HOST_TAKEN, SLUG_TAKEN } from '@dl/contracts';
import { ApiError } from '#web/lib/api-error.ts';

/** A 400 of the API's validation names its field first: 'admin.email: Email is invalid.'. */
const FIELD_DETAIL = /^([a-z_]+(?:\.[a-z0-9_]+)*): (.+)$/;

/**
 * A refused answer's field messages, to show under the fields: the two conflicts of a tenant (409
 * with the contract's HOST_TAKEN or SLUG_TAKEN) and a validation error naming its field. Anything
 * else is no field's: the form shows it above its buttons.
 */
export function apiFieldErrors(error: unknown, hostField = 'hosts'): Record<string, string> {
  if (!(error instanceof ApiError) || !error.detail) return {};
  if (error.detail === SLUG_TAKEN) return { slug: SLUG_TAKEN };
  if (error.detail === HOST_TAKEN) return { [hostField]: HOST_TAKEN };
  const named = error.status === 400 ? FIELD_DETAIL.exec(error.detail) : null;
  return named?.[1] && named[2] ? { [named[1]]: named[2] } : {};
}
