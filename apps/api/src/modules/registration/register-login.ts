import type { Session } from '@dl/contracts';
import { PREPARING_ACCOUNT_MESSAGE } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type ClientInfo, openSession } from '../auth/index.ts';
import { hashOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { assertNotThrottled, countFailure } from '../invitations/index.ts';
import { activeUserById, findInvitationByLoginToken, spendLoginToken } from './registration.repository.ts';

const SIGN_IN_TOKEN_INVALID = 'This sign-in has expired. Please log in with your e-mail and password.';
const ATTEMPT_USERNAME = 'register-login';

/**
 * The auto-login after signup (spec 4): the one-time token of the `auth-token` header becomes a
 * session once the job has prepared the account; until then 409 with the preparing message, and
 * the token stays usable. Used once, it is gone.
 */
export async function loginAfterRegister(
  ctx: AppContext,
  args: { fiduciaryId: string; token: string; client: ClientInfo },
): Promise<Session> {
  await assertNotThrottled(ctx, args.client.ip);
  const tokenHash = hashOpaqueToken(args.token);
  const invitation = await findInvitationByLoginToken(ctx.db, args.fiduciaryId, tokenHash);
  if (!invitation?.user_id) {
    await countFailure(ctx, ATTEMPT_USERNAME, args.client.ip);
    throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  }
  if (!invitation.entity_id) throw new AppError('CONFLICT', PREPARING_ACCOUNT_MESSAGE, 'ACCOUNT_NOT_READY');
  if (!(await spendLoginToken(ctx.db, invitation.id, tokenHash)))
    throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  const user = await activeUserById(ctx.db, invitation.user_id);
  if (!user) throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  return openSession(ctx, user, args.client);
}
