import type { PublicInvitation } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { LINK_INVALID } from '../auth/index.ts';
import { hashOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { toPublicInvitation } from './invitations.mapper.ts';
import { findByLiveCode, findFiduciary, lockUnopenedInvitation } from './invitations.repository.ts';
import type { InvitationRow } from './invitations.types.ts';
import { moveInvitation } from './move-status.ts';
import { assertNotThrottled, countFailure } from './throttle.ts';

/** Failed code lookups are counted with failed logins of the same IP (login_attempt), under this name. */
const CODE_ATTEMPT_USERNAME = 'invitation-code';

/**
 * Resolves a live invitation code of this fiduciary, throttled like login: a caller guessing codes
 * from one IP is stopped after LOGIN_MAX_FAILURES_PER_IP failures in 15 minutes. An unknown, used,
 * expired or other tenant's code answers the same 400.
 */
export async function resolveCode(
  ctx: AppContext,
  args: { fiduciaryId: string; code: string; ip: string },
): Promise<InvitationRow> {
  await assertNotThrottled(ctx, args.ip);
  const row = args.code ? await findByLiveCode(ctx.db, args.fiduciaryId, hashOpaqueToken(args.code)) : undefined;
  if (!row) {
    await countFailure(ctx, CODE_ATTEMPT_USERNAME, args.ip);
    throw new AppError('BAD_REQUEST', LINK_INVALID, 'LINK_INVALID');
  }
  return row;
}

/** The public view of an invitation (who is invited), marking it 2 Open on first sight. */
export async function openInvitation(
  ctx: AppContext,
  args: { fiduciaryId: string; code: string; ip: string },
): Promise<PublicInvitation> {
  const found = await resolveCode(ctx, args);
  const fiduciary = await findFiduciary(ctx.db, args.fiduciaryId);
  if (found.status !== 1) return toPublicInvitation(found, fiduciary);
  const opened = await ctx.db.transaction().execute(async (trx) => {
    const row = await lockUnopenedInvitation(trx, found.id);
    if (!row) return found;
    return moveInvitation(trx, row, { event: 'open', actorUserId: null, patch: { opened_on: new Date() } });
  });
  return toPublicInvitation(opened, fiduciary);
}
