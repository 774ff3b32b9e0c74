import { ApiError } from '#web/lib/api-error.ts';

/** A 400 of the API's validation names its field first: 'branding.colors.primary: Primary is invalid…'. */
const FIELD_DETAIL = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*): (.+)$/;

/** A refused save's message under its field, when the answer names one; else nothing. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail) return {};
  const named = FIELD_DETAIL.exec(error.detail);
  return named?.[1] && named[2] ? { [named[1]]: named[2] } : {};
}
