import { buildPath, captableSsoExchangeRoute, getProfileRoute, profileSchema, type Session } from '@dl/contracts';
import { config } from '#web/config/env.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { decodeAccessClaims } from '#web/lib/jwt.ts';
import { getSession } from '#web/lib/session-store.ts';

/** Where the hand-off lands once the session is stored. */
export const HOLDINGS_PATH = '/acap/holdings';

async function readProfile(fidId: string, access: string) {
  const response = await fetch(`${config.apiOrigin}${buildPath(getProfileRoute.url, { fidId })}`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
  });
  const parsed = profileSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success) throw new ApiError(response.status, null, 'PROFILE_UNREADABLE');
  return parsed.data;
}

/**
 * POST acap/sso/exchange (public, single use): the investor's hand-off token for a session whose
 * current role is the cap-table holder role. The answer carries tokens only: the user and
 * permissions are kept from the investor's own session in this browser when it is the same person
 * (the usual case: the button is in the investor portal of the same origin); otherwise the person's
 * name is read from their profile with the new token, and the permissions start empty.
 */
export async function exchangeHandoffToken(token: string): Promise<Session> {
  const { access, refresh } = await apiRequest(captableSsoExchangeRoute, { body: { token }, auth: 'public' });
  const claims = decodeAccessClaims(access);
  if (!claims) throw new ApiError(200, null, 'INVALID_RESPONSE');
  const current = getSession();
  if (current && current.user.id === claims.sub) return { ...current, access, refresh };
  const profile = await readProfile(claims.current_fiduciary_id, access);
  return {
    access,
    refresh,
    user: {
      id: claims.sub,
      email: profile.email,
      first_name: profile.first_name,
      last_name: profile.last_name,
      trellis_uid: profile.trellis_uid,
    },
    permissions: [],
  };
}
