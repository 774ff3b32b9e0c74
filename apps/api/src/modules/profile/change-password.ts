import { passwordProblems } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { hashPassword, verifyPassword } from '#api/platform/passwords.ts';
import { endOtherSessions } from '../sessions/index.ts';
import { findPasswordHash, setPasswordHash } from './profile.repository.ts';

const CURRENT_PASSWORD_INVALID = 'Current Password is invalid.';

/**
 * Changes the caller's password: the current one must be right and the new one must pass the
 * password rules of spec 5. Every other session of the user ends; the caller's own (named by the
 * hash of its refresh token) stays open.
 */
export async function changePassword(
  ctx: AppContext,
  args: { userId: string; fiduciaryId: string; current: string; next: string; currentSession?: string },
): Promise<void> {
  const user = await findPasswordHash(ctx.db, args.userId);
  if (!(await verifyPassword(user.password_hash, args.current)))
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_INVALID);
  const problems = passwordProblems(args.next);
  if (problems.length) throw new AppError('BAD_REQUEST', `New Password ${problems.join(', ')}`);
  const passwordHash = await hashPassword(args.next);
  const ended = await ctx.db.transaction().execute(async (trx) => {
    await setPasswordHash(trx, args.userId, passwordHash);
    const { keep, ended: others } = await endOtherSessions(trx, args.userId, args.currentSession);
    await recordAudit(trx, {
      fiduciary_id: args.fiduciaryId,
      actor_user_id: args.userId,
      kind: 'password_changed',
      subject: args.userId,
      data: { kept_session: keep !== null },
    });
    return others;
  });
  // The ended sessions' access tokens are refused here at once; other processes hear the trigger.
  ctx.sessions.forget(ended);
}
