import type { Invitation } from '@dl/contracts';
import { invitationClosedReason } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { newOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { toInvitation } from './invitations.mapper.ts';
import { findFiduciaryName, lockInvitation, updateInvitation } from './invitations.repository.ts';
import { enqueueInvitationEmail, invitationExpiry } from './invitations.service.ts';
import type { InvitationRow } from './invitations.types.ts';

type Who = { fiduciaryId: string; userId: string; id: string };

/** Locks an invitation that still waits for its person (1 Sent, 2 Open, unused, not revoked); 409 otherwise. */
async function lockWaiting(trx: Parameters<typeof lockInvitation>[0], who: Who): Promise<InvitationRow> {
  const row = await lockInvitation(trx, who.fiduciaryId, who.id);
  if (!row) throw notFound();
  const closed = invitationClosedReason({
    status: row.status,
    registered: row.code_used_on !== null,
    revoked: row.revoked_on !== null,
  });
  if (closed) throw new AppError('CONFLICT', closed, 'INVITATION_CLOSED');
  return row;
}

/**
 * A new code, a new week and a new e-mail for a waiting invitation: the previous code stops
 * working (only the new code's hash is kept). Audited.
 */
export async function resendInvitation(ctx: AppContext, who: Who): Promise<Invitation> {
  const fiduciary = await findFiduciaryName(ctx.db, who.fiduciaryId);
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockWaiting(trx, who);
    const { token, hash } = newOpaqueToken();
    const updated = await updateInvitation(trx, current, { code_hash: hash, expires_on: invitationExpiry() });
    await enqueueInvitationEmail(ctx, trx, {
      fiduciaryId: who.fiduciaryId,
      fiduciaryName: fiduciary.name,
      email: current.email,
      firstName: current.first_name,
      token,
    });
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'invitation_resent',
      subject: current.id,
      data: { invitation_id: current.id, status: current.status },
    });
    return updated;
  });
  return toInvitation(row);
}

/** Closes a waiting invitation: its code expires now and is refused from then on. Audited. */
export async function revokeInvitation(ctx: AppContext, who: Who): Promise<Invitation> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const current = await lockWaiting(trx, who);
    const now = new Date();
    const updated = await updateInvitation(trx, current, { revoked_on: now, revoked_by: who.userId, expires_on: now });
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'invitation_revoked',
      subject: current.id,
      data: { invitation_id: current.id, status: current.status },
    });
    return updated;
  });
  return toInvitation(row);
}
