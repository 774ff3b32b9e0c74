import {
  buildPath,
  type FormResponseRecord,
  formErrorSchema,
  type SaveFormResponseBody,
  submitFormRoute,
} from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

export type SubmitOutcome = { ok: true; record: FormResponseRecord } | { ok: false; errors: Record<string, string> };

/**
 * `POST forms/:formId/submit`. Sent here rather than through apiRequest because a 400 carries the
 * engine's messages by field path (`errors`), which the shared client does not keep. A 401 gets one
 * token refresh and one retry, as everywhere else; other failures throw an ApiError.
 */
export async function submitFormResponse(
  fidId: string,
  formId: string,
  body: SaveFormResponseBody,
): Promise<SubmitOutcome> {
  const url = `${config.apiOrigin}${buildPath(submitFormRoute.url, { fidId, formId })}`;
  const send = (token: string | null) =>
    fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  const used = getSession()?.access ?? null;
  let response = await send(used);
  if (response.status === 401) response = await send(await renewAccessToken(used));
  const json: unknown = await response.json().catch(() => null);

  if (response.ok) {
    const parsed = submitFormRoute.schema.response[200].safeParse(json);
    if (!parsed.success) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
    return { ok: true, record: parsed.data.data };
  }
  const error = formErrorSchema.safeParse(json);
  const detail = error.success ? (error.data.detail ?? null) : null;
  if (response.status === 400 && error.success && error.data.errors && Object.keys(error.data.errors).length) {
    return { ok: false, errors: error.data.errors };
  }
  throw new ApiError(response.status, detail, error.success ? (error.data.code ?? null) : null);
}
