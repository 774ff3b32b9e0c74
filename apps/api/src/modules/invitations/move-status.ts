import type { Updateable } from 'kysely';
import {
  INVITATION_STATUS_CODE,
  type InvitationEvent,
  invitationMachine,
  invitationStatusFromCode,
  TransitionError,
} from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { InvitationTable } from '#api/db/schema-invitations.ts';
import { AppError } from '#api/lib/app-error.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { updateInvitation } from './invitations.repository.ts';
import type { InvitationRow } from './invitations.types.ts';

/**
 * Every status change of an invitation goes through the machine (a refused move is 409 with the
 * machine's sentence) and leaves an audit row, in the caller's transaction: the audit chain is the
 * invitation's status history.
 */
export async function moveInvitation(
  trx: Executor,
  row: InvitationRow,
  args: {
    event: InvitationEvent;
    actorUserId: string | null;
    patch?: Updateable<InvitationTable>;
    data?: Record<string, unknown>;
  },
): Promise<InvitationRow> {
  const from = invitationStatusFromCode(row.status);
  let to: ReturnType<typeof invitationMachine.next>;
  try {
    to = invitationMachine.next(from, args.event);
  } catch (err) {
    if (err instanceof TransitionError) throw new AppError('CONFLICT', err.message, 'TRANSITION_REFUSED');
    throw err;
  }
  const updated = await updateInvitation(trx, row, { ...args.patch, status: INVITATION_STATUS_CODE[to] });
  if (from !== to || args.data) {
    await recordAudit(trx, {
      fiduciary_id: row.fiduciary_id,
      actor_user_id: args.actorUserId,
      kind: `invitation_${args.event}`,
      subject: row.id,
      data: { invitation_id: row.id, from: row.status, to: updated.status, ...args.data },
    });
  }
  return updated;
}
