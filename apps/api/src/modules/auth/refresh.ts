import {
  ERROR_MESSAGES,
  REFRESH_ABSOLUTE_TTL_SECONDS,
  REFRESH_IDLE_TTL_SECONDS,
  REFRESH_LOST_ANSWER_GRACE_SECONDS,
} from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import {
  claimRefreshToken,
  findMembershipsOfUser,
  findRefreshTokenByHash,
  isLostAnswer,
  type RefreshContext,
  revokeFamily,
} from './auth.repository.ts';
import { findContext } from './permissions.ts';
import { accessFor, type ClientInfo, issueRefresh } from './session.ts';
import { hashOpaqueToken } from '#api/platform/tokens/tokens.ts';

const EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is issued.
 * Presenting a spent token again means it was stolen or replayed: the whole family is revoked;
 * except right after its rotation while its successor is unused (the answer was lost: the page
 * navigated away mid-refresh), when the unused successor is ended and a new one issued instead.
 * Refused when idle for 30 minutes or when the family is older than 12 hours.
 */
export async function rotateRefresh(
  ctx: AppContext,
  args: { refresh: string | undefined; client: ClientInfo; switchTo?: RefreshContext; userId?: string },
): Promise<{ access: string; refresh: string }> {
  if (!args.refresh) throw new AppError('UNAUTHORIZED', ERROR_MESSAGES.REFRESH_TOKEN_EMPTY);
  // A refusal that revokes the family must commit that revocation, so it is returned, not thrown.
  const expired = new AppError('UNAUTHORIZED', EXPIRED);
  // The family this call ended, if any: its access tokens stop working here at once after commit.
  let ended = null as string | null;
  const end = async (trx: Executor, familyId: string) => {
    await revokeFamily(trx, familyId);
    ended = familyId;
    return expired;
  };
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    const row = await findRefreshTokenByHash(trx, hashOpaqueToken(args.refresh as string));
    if (!row || row.revoked_on) throw new AppError('UNAUTHORIZED', EXPIRED);
    if (args.userId && row.user_id !== args.userId) throw new AppError('UNAUTHORIZED', EXPIRED);
    const lostAnswer = await isLostAnswer(trx, row, REFRESH_LOST_ANSWER_GRACE_SECONDS);
    if (row.rotated_on && !lostAnswer) {
      ctx.log.warn({ family: row.family_id, user: row.user_id }, 'refresh token reuse: session family revoked');
      return end(trx, row.family_id);
    }
    const now = Date.now();
    const idleMs = now - new Date(row.created_on).getTime();
    const ageMs = now - new Date(row.family_created_on).getTime();
    if (idleMs > REFRESH_IDLE_TTL_SECONDS * 1000 || ageMs > REFRESH_ABSOLUTE_TTL_SECONDS * 1000)
      return end(trx, row.family_id);
    if (lostAnswer) await revokeFamily(trx, row.family_id, true);
    else if (!(await claimRefreshToken(trx, row.id))) return end(trx, row.family_id);
    const wanted = args.switchTo ?? { fiduciary_id: row.fiduciary_id, role: row.role, entity_id: row.entity_id };
    // Memberships are read again on every refresh: a removed role stops working at the next refresh.
    const membership = findContext(await findMembershipsOfUser(trx, row.user_id), wanted);
    if (!membership) {
      if (args.switchTo) throw new AppError('NOT_FOUND', 'You do not have that role in this fiduciary.');
      return end(trx, row.family_id);
    }
    const context = { fiduciary_id: membership.fiduciary_id, role: membership.role, entity_id: membership.entity_id };
    const refresh = await issueRefresh(trx, {
      userId: row.user_id,
      familyId: row.family_id,
      familyCreatedOn: new Date(row.family_created_on),
      context,
      client: args.client,
    });
    return { access: await accessFor(ctx, row.user_id, membership.tenant, context, row.family_id), refresh };
  });
  if (ended) ctx.sessions.forget([ended]);
  if (outcome instanceof AppError) throw outcome;
  return outcome;
}

/**
 * Ends the session of a refresh token: its refresh tokens are revoked and every access token of it
 * answers 401 from the next request on, on every API process (ADR 0001).
 */
export async function logout(ctx: AppContext, refresh: string): Promise<void> {
  const row = await findRefreshTokenByHash(ctx.db, hashOpaqueToken(refresh));
  if (!row) return;
  await revokeFamily(ctx.db, row.family_id);
  ctx.sessions.forget([row.family_id]);
}
