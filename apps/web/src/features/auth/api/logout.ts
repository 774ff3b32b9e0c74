import { logoutRoute } from '@dl/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST fid/logout revokes the refresh token. A 401 here is final: there is nothing left to refresh. */
export async function logout(refresh: string): Promise<void> {
  await apiRequest(logoutRoute, { body: { refresh }, auth: 'no-refresh' });
}
