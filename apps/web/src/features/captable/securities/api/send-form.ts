import { buildPath, errorBodySchema, type RouteDef, type RouteSchema } from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { type ApiResponse, renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { apiFieldErrors } from '#web/lib/api-field-errors.ts';
import { getSession } from '#web/lib/session-store.ts';

/** A refused form: the detail, and each problem by its field path (the answer's `errors`). */
class FormRefusal extends ApiError {
  readonly fields: Record<string, string>;
  constructor(status: number, detail: string | null, code: string | null, fields: Record<string, string>) {
    super(status, detail, code);
    this.fields = fields;
  }
}

/**
 * A form's call read in full. The JSON client keeps only an error's detail; a refused cap-table form
 * also names each problem under its field (`errors`, contract captableErrors 400), and the form shows
 * each one there. The bearer and one refresh on a 401, like every call.
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
  const fields = error.success && error.data.errors ? error.data.errors : {};
  throw new FormRefusal(response.status, detail, code, fields);
}

/** Each problem of a refused form by field path, without the validator's 'body.' prefix. */
export function formProblems(error: unknown): Record<string, string> {
  const fields =
    error instanceof FormRefusal && Object.keys(error.fields).length > 0 ? error.fields : apiFieldErrors(error);
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^body\./, ''), message]));
}
