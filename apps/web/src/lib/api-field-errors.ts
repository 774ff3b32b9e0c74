import { ApiError } from './api-error.ts';

/** A 400 of the API's validation names its field first: 'address.line1: Line 1 is required'. */
const FIELD_DETAIL = /^([A-Za-z_][\w-]*(?:\.[\w-]+)*): (.+)$/;

/** A refused save's message under its field (dotted path), when the answer names one; else nothing. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.detail) return {};
  const named = FIELD_DETAIL.exec(error.detail);
  return named?.[1] && named[2] ? { [named[1]]: named[2] } : {};
}
