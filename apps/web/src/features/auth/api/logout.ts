import { logoutRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST fid/logout revokes the refresh token, which is the credential here: no bearer token (it may
 * have expired already) and no refresh on 401 (refreshing would rotate the token being revoked).
 */
export async function logout(refresh: string): Promise<void> {
  await apiRequest(logoutRoute, { body: { refresh }, auth: 'public' });
}
