import type { DomainErrorCode } from '@dl/contracts';

/**
 * Error codes a service may throw, each with the HTTP status the error handler answers.
 * The detail is shown to the user as is, so it must be fit to show and must not leak internals.
 */
const ERROR_STATUS = {
  /** The request is malformed or breaks a validation rule. */
  BAD_REQUEST: 400,
  /** No valid credentials or token. */
  UNAUTHORIZED: 401,
  /** Authenticated, but the current role may not do this. */
  FORBIDDEN: 403,
  /** Missing, or belongs to another tenant (answered exactly like missing). */
  NOT_FOUND: 404,
  /** The change conflicts with the current state (e.g. a refused transition). */
  CONFLICT: 409,
  /** An upload over the size limit. */
  PAYLOAD_TOO_LARGE: 413,
  /** Too many attempts; try again later. */
  TOO_MANY_REQUESTS: 429,
  /** A dependency (the database) is unavailable. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * `reason` names the business rule behind a refusal (a code of the contracts' catalogue, sent beside
 * `code`); plain validation, authentication, permission and not-found errors have none.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly reason: DomainErrorCode | undefined;

  constructor(code: ErrorCode, detail: string, reason?: DomainErrorCode) {
    super(detail);
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.reason = reason;
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);

/**
 * A form answer that breaks its rules: 400 `{detail, code: 'BAD_REQUEST', errors}`, `errors` mapping
 * each field path to its message and `detail` the first message (the error handler sends `errors`).
 */
export class FieldErrorsError extends AppError {
  readonly errors: Record<string, string>;

  constructor(errors: Record<string, string>) {
    super('BAD_REQUEST', Object.values(errors)[0] ?? 'The form is invalid.');
    this.errors = errors;
  }
}
