import { PASSWORD_RESET_TTL_SECONDS, passwordProblems } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { Executor } from '#api/db/database.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import {
  consumePasswordToken,
  countPasswordTokensLastHour,
  findUserByEmail,
  findUserById,
  insertPasswordToken,
  revokeAllOfUser,
  setPasswordHash,
} from './auth.repository.ts';
import { hashPassword } from '#api/platform/passwords.ts';
import { hashOpaqueToken, newOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { clearAccountThrottle } from './throttle.ts';

export const RESET_REQUESTED = 'If an account exists for this e-mail, we have sent a link to reset the password.';
export const LINK_INVALID = 'This link is invalid or has expired. Please ask for a new one.';
const MAX_OPEN_RESETS_PER_HOUR = 3;
const SET_PASSWORD_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Starts a password reset. The answer is the same whether or not the e-mail has an account, so it
 * cannot be used to discover accounts. The link carries the token in the fragment, which browsers
 * never send to a server, so it stays out of access logs and Referer headers.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.is_active) return;
  await ctx.db.transaction().execute(async (trx) => {
    if ((await countPasswordTokensLastHour(trx, user.id)) >= MAX_OPEN_RESETS_PER_HOUR) return;
    const token = await createPasswordToken(trx, user.id, 'reset', PASSWORD_RESET_TTL_SECONDS);
    await enqueueEmail(trx, {
      fiduciary_id: null,
      to_address: user.email,
      subject: 'Reset your Digital Locker password',
      kind: 'password_reset',
      body_text: [
        `Hello ${user.first_name || user.email},`,
        '',
        'Someone asked to reset the password of your Digital Locker account.',
        `To choose a new password, open this link within ${PASSWORD_RESET_TTL_SECONDS / 60} minutes:`,
        `${ctx.config.PUBLIC_URL}/pages/reset-password#token=${token}`,
        '',
        'If it was not you, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
    await recordAudit(trx, { fiduciary_id: null, actor_user_id: user.id, kind: 'password_reset_requested' });
  });
}

/** Issues a single-use password token and returns it; only its hash is stored. */
export async function createPasswordToken(
  db: Executor,
  userId: string,
  kind: 'reset' | 'set',
  ttlSeconds = SET_PASSWORD_TTL_SECONDS,
) {
  const { token, hash } = newOpaqueToken();
  await insertPasswordToken(db, {
    user_id: userId,
    token_hash: hash,
    kind,
    expires_on: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

/**
 * Sets a new password from a single-use token; every open session of the user is ended (its access
 * tokens too, at once: ADR 0001) and the account's login failures are cleared (a stranger's wrong
 * passwords no longer slow its owner down).
 */
export async function completePasswordToken(
  ctx: AppContext,
  args: { token: string; password: string; kind: 'reset' | 'set' },
): Promise<void> {
  const problems = passwordProblems(args.password);
  if (problems.length) throw new AppError('BAD_REQUEST', `Password ${problems.join(', ')}`);
  const passwordHash = await hashPassword(args.password);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    const used = await consumePasswordToken(trx, hashOpaqueToken(args.token), args.kind);
    if (!used) throw new AppError('BAD_REQUEST', LINK_INVALID, 'LINK_INVALID');
    await setPasswordHash(trx, used.user_id, passwordHash);
    const families = await revokeAllOfUser(trx, used.user_id);
    const user = await findUserById(trx, used.user_id);
    if (user) await clearAccountThrottle(trx, user.email);
    await recordAudit(trx, { fiduciary_id: null, actor_user_id: used.user_id, kind: `password_${args.kind}` });
    return families;
  });
  ctx.sessions.forget(ended);
}
