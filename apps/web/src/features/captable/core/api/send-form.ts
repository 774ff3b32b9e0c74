import { buildPath, errorBodySchema, type RouteDef, type RouteSchema } from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { type ApiResponse, renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { apiFieldErrors } from '#web/lib/api-field-errors.ts';
import { getSession } from '#web/lib/session-store.ts';

/** A refused save with each problem under its field: the answer's `errors`, or a 'field: message' detail. */
class FieldProblems extends ApiError {
  readonly fields: Record<string, string>;
  constructor(status: number, detail: string | null, code: string | null, fields: Record<string, string>) {
    super(status, detail, code);
    this.fields = fields;
  }
}

/** Each problem of a refused save by field path, without the validator's 'body.' prefix. */
export function fieldProblems(error: unknown): Record<string, string> {
  const fields = error instanceof FieldProblems ? error.fields : apiFieldErrors(error);
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^body\./, ''), message]));
}

/**
 * One JSON call of a form (create, update, a ledger change) read in full: the JSON client keeps only
 * an error's detail, while a refused form names every problem with its field, and the forms of the
 * cap table show each one there. The bearer and one refresh on a 401, like every call.
 */
export async function sendForm<S extends RouteSchema>(
  route: RouteDef<S>,
  params: Record<string, string>,
  body: unknown,
): Promise<ApiResponse<S>> {
  const url = `${config.apiOrigin}${buildPath(route.url, params)}`;
  const attempt = (token: string | null) =>
    fetch(url, {
      method: route.method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const used = getSession()?.access ?? null;
  let response = await attempt(used);
  if (response.status === 401) response = await attempt(await renewAccessToken(used));
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const parsed = route.schema.response[response.status]?.safeParse(json);
    if (!parsed?.success) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
    return parsed.data as ApiResponse<S>;
  }
  const error = errorBodySchema.partial().safeParse(json);
  const detail = error.success ? (error.data.detail ?? null) : null;
  const code = error.success ? (error.data.code ?? null) : null;
  const named = error.success ? error.data.errors : undefined;
  const fields =
    named && Object.keys(named).length > 0 ? named : apiFieldErrors(new ApiError(response.status, detail, code));
  throw new FieldProblems(response.status, detail, code, fields);
}

/** Puts each problem of a refused save on its field when the form has that field. */
export function placeProblems(
  error: unknown,
  fields: readonly string[],
  setError: (path: string, message: string) => void,
): void {
  for (const [path, message] of Object.entries(fieldProblems(error)))
    if (fields.includes(path)) setError(path, message);
}

/** What a refused save says beyond its fields (shown above the buttons), or null when all is at a field. */
export function unplacedProblem(error: unknown, fields: readonly string[], fallback: string): string | null {
  if (!error) return null;
  const problems = Object.entries(fieldProblems(error));
  if (problems.length === 0) return error instanceof ApiError && error.detail ? error.detail : fallback;
  const left = problems.filter(([path]) => !fields.includes(path)).map(([, message]) => message);
  return left.length > 0 ? left.join(' ') : null;
}
