import { buildPath, directSignNdaRoute, errorSchema, type SigningAccepted, signingAcceptedSchema } from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { renewAccessToken } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { getSession } from '#web/lib/session-store.ts';

/**
 * `POST investors/opportunities/{id}/nda/direct-sign` (spec 7): a PDF the investor signed elsewhere,
 * as multipart `file`. The platform seals it like a ceremony; the answer names the signing session to
 * wait for. Sent with fetch and the session's token (one refresh and retry on a 401), because the
 * JSON client does not send multipart bodies.
 */
export async function directSignNda(fidId: string, opportunityId: string, file: File): Promise<SigningAccepted> {
  const url = `${config.apiOrigin}${buildPath(directSignNdaRoute.url, { fidId, id: opportunityId })}`;
  const send = (token: string | null) => {
    const body = new FormData();
    body.append('file', file, file.name);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(url, { method: 'POST', headers, body });
  };
  const token = getSession()?.access ?? null;
  let response = await send(token);
  if (response.status === 401) response = await send(await renewAccessToken(token));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = errorSchema.partial().safeParse(body);
    throw new ApiError(response.status, error.data?.detail ?? null, error.data?.code ?? null);
  }
  const parsed = signingAcceptedSchema.safeParse(body);
  if (!parsed.success) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
  return parsed.data;
}
