import type { UserSession } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { deviceName } from './device.ts';
import { familyOfHash, findOpenFamilies, revokeFamilyOf, revokeOtherFamilies } from './sessions.repository.ts';

/**
 * The user's open sessions, newest use first; `currentHash` (SHA-256 hex of the caller's refresh
 * token) marks the caller's own.
 */
export async function listSessions(
  ctx: AppContext,
  userId: string,
  currentHash: string | undefined,
): Promise<UserSession[]> {
  const current = await familyOfHash(ctx.db, userId, currentHash);
  const families = await findOpenFamilies(ctx.db, userId);
  return families.map((f) => ({
    id: f.family_id,
    device: deviceName(f.user_agent),
    user_agent: f.user_agent,
    ip: f.ip,
    created_on: new Date(f.family_created_on).toISOString(),
    last_used_on: new Date(f.created_on).toISOString(),
    is_current: f.family_id === current,
  }));
}

/**
 * Ends one session of the user and audits it; its access tokens answer 401 from the next request
 * on (ADR 0001). Another user's session answers like a missing one.
 */
export async function revokeSession(
  ctx: AppContext,
  args: { userId: string; fiduciaryId: string; sessionId: string },
): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await revokeFamilyOf(trx, args.userId, args.sessionId))) throw notFound();
    await recordAudit(trx, {
      fiduciary_id: args.fiduciaryId,
      actor_user_id: args.userId,
      kind: 'session_revoked',
      subject: args.sessionId,
    });
  });
  ctx.sessions.forget([args.sessionId]);
}

/**
 * Ends every session of the user but the caller's own, named by the SHA-256 hex of its refresh token
 * (a password change keeps the caller signed in). Runs on the caller's transaction; answers the kept
 * family (null when none was named or it is not the user's) and the ended ones, which the caller
 * hands to `ctx.sessions.forget` once committed (ADR 0001).
 */
export async function endOtherSessions(
  db: Executor,
  userId: string,
  currentHash: string | undefined,
): Promise<{ keep: string | null; ended: string[] }> {
  const keep = await familyOfHash(db, userId, currentHash);
  return { keep, ended: await revokeOtherFamilies(db, userId, keep) };
}
