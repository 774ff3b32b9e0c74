/** Business constants of spec 9 that more than one layer needs. */

export const DEFAULT_PAGE_SIZE = 10;
/** 'All' in the rows-per-page choices. */
export const PAGE_SIZE_ALL = 10_000_000;
export const PAGE_SIZE_CHOICES = [5, 10, 50, PAGE_SIZE_ALL] as const;

export const IDLE_TIMEOUT_MS = 30 * 60 * 1000;
export const IDLE_COUNTDOWN_SECONDS = 10;

/** Token lifetimes (issue "Foundation", spec 9: 900000 ms timer). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_IDLE_TTL_SECONDS = 30 * 60;
export const REFRESH_ABSOLUTE_TTL_SECONDS = 12 * 60 * 60;
/**
 * A rotated refresh token presented again this soon, before its successor was ever used, is a lost
 * answer (the page navigated away or the network dropped it), not reuse (ADR 0001).
 */
export const REFRESH_LOST_ANSWER_GRACE_SECONDS = 30;
export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

export const ERROR_MESSAGES = {
  REFRESH_TOKEN_EMPTY: 'Refresh Token is empty',
  LOAD_DATA: 'Failed to load data',
} as const;

/** What login, the tenant guard and the login page of a suspended tenant's host say (ADR 0029). */
export const TENANT_SUSPENDED =
  'This workspace is suspended. Nothing has been deleted; please contact your provider to restore access.';
