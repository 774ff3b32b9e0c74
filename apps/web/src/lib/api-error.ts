/** A non-2xx answer of the API: its status plus the `{detail, code}` body when there was one. */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string | null;
  readonly code: string | null;

  constructor(status: number, detail: string | null, code: string | null) {
    super(detail ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.code = code;
  }
}

/** Text to show for a failed call: the server's detail if present, else the fallback (spec 8). */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.detail ? error.detail : fallback;
}
