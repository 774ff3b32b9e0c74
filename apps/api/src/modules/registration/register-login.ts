import type { Session } from '@dl/contracts';
import { PREPARING_ACCOUNT_MESSAGE } from '@dl/domain';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { type ClientInfo, openSession } from '../auth/session.ts';
import { hashOpaqueToken } from '../auth/tokens.ts';
import { assertNotThrottled, countFailure } from '../invitations/index.ts';
import { activeUserById } from './registration.repository.ts';

export const SIGN_IN_TOKEN_INVALID = 'This sign-in has expired. Please log in with your e-mail and password.';
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
  const invitation = await ctx.db
    .selectFrom('invitation')
    .select(['id', 'user_id', 'entity_id'])
    .where('fiduciary_id', '=', args.fiduciaryId)
    .where('login_token_hash', '=', hashOpaqueToken(args.token))
    .where('login_token_expires_on', '>', sql<Date>`now()`)
    .executeTakeFirst();
  if (!invitation?.user_id) {
    await countFailure(ctx, ATTEMPT_USERNAME, args.client.ip);
    throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  }
  if (!invitation.entity_id) throw new AppError('CONFLICT', PREPARING_ACCOUNT_MESSAGE);
  const consumed = await ctx.db
    .updateTable('invitation')
    .set({ login_token_hash: null, login_token_expires_on: null, modified_on: sql`now()` })
    .where('id', '=', invitation.id)
    .where('login_token_hash', '=', hashOpaqueToken(args.token))
    .executeTakeFirst();
  if (consumed.numUpdatedRows !== 1n) throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  const user = await activeUserById(ctx.db, invitation.user_id);
  if (!user) throw new AppError('BAD_REQUEST', SIGN_IN_TOKEN_INVALID);
  return openSession(ctx, user, args.client);
}
