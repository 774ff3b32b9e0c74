import type { Invitation } from '@dl/contracts';
import type { z } from 'zod';
import type { createInvitationBodySchema } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { newOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { toInvitation } from './invitations.mapper.ts';
import {
  findFiduciaryName,
  findInvitation,
  findMembershipByEmail,
  insertInvitation,
  listInvitations as listRows,
} from './invitations.repository.ts';
import type { InvitationRow } from './invitations.types.ts';
import { claimInvitationSlot } from './inviter-limit.ts';

/** ADR 0023: an invitation link lives a week, like the set-password link of ADR 0002. */
const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;
export const ALREADY_MEMBER = 'This person already has access to this fiduciary.';
export const ALREADY_INVITED = 'An invitation for this e-mail is already waiting to be accepted.';

type CreateBody = z.infer<typeof createInvitationBodySchema>;

/** When a code made now stops working. */
export const invitationExpiry = () => new Date(Date.now() + INVITATION_TTL_SECONDS * 1000);

/** Queues the invitation e-mail with a fresh code, in the caller's transaction. */
export async function enqueueInvitationEmail(
  ctx: AppContext,
  trx: Executor,
  args: {
    fiduciaryId: string;
    fiduciaryName: string;
    email: string;
    firstName: string;
    token: string;
    /** The opportunity shared with the person (tearsheet invite), named in the text. */
    opportunityName?: string;
  },
): Promise<void> {
  await enqueueEmail(trx, {
    fiduciary_id: args.fiduciaryId,
    to_address: args.email,
    subject: `${args.fiduciaryName} invites you to the Digital Locker`,
    kind: 'invitation',
    body_text: [
      args.firstName ? `Hello ${args.firstName},` : 'Hello,',
      '',
      `${args.fiduciaryName} invites you to invest through the Digital Locker.`,
      ...(args.opportunityName
        ? [`Once your details are approved, you can look at the investment opportunity "${args.opportunityName}".`]
        : []),
      `To create your account and share your details, open this link within ${INVITATION_TTL_SECONDS / 86_400} days:`,
      `${ctx.config.PUBLIC_URL}/onboard/${args.fiduciaryId}#code=${args.token}`,
      '',
      'If you did not expect this invitation, ignore this e-mail.',
    ].join('\n'),
  });
}

/**
 * Writes one invitation, its e-mail (outbox) and its audit row in the caller's transaction. The code
 * is only in the e-mail link's fragment (`#code=`), which browsers never send to a server; the
 * database keeps its SHA-256.
 */
export async function insertInvitationWithEmail(
  ctx: AppContext,
  trx: Executor,
  args: {
    fiduciaryId: string;
    fiduciaryName: string;
    userId: string;
    body: CreateBody;
    via?: 'import' | 'tearsheet';
    opportunityName?: string;
  },
): Promise<InvitationRow> {
  const { body } = args;
  const email = body.email.trim().toLowerCase();
  const { token, hash } = newOpaqueToken();
  const inserted = await insertInvitation(trx, {
    fiduciary_id: args.fiduciaryId,
    email,
    first_name: body.first_name,
    last_name: body.last_name,
    entity_type: body.entity_type,
    entity_name: body.entity_type === 'INDIVIDUAL' ? null : (body.entity_name ?? null),
    code_hash: hash,
    expires_on: invitationExpiry(),
    invited_by: args.userId,
  });
  await enqueueInvitationEmail(ctx, trx, {
    fiduciaryId: args.fiduciaryId,
    fiduciaryName: args.fiduciaryName,
    email,
    firstName: body.first_name,
    token,
    ...(args.opportunityName ? { opportunityName: args.opportunityName } : {}),
  });
  await recordAudit(trx, {
    fiduciary_id: args.fiduciaryId,
    actor_user_id: args.userId,
    kind: 'invitation_sent',
    subject: inserted.id,
    data: {
      invitation_id: inserted.id,
      entity_type: inserted.entity_type,
      status: inserted.status,
      ...(args.via ? { via: args.via } : {}),
    },
  });
  return inserted;
}

/** Invites a person: the row and the e-mail (outbox) commit together, within the inviter's limit. */
export async function createInvitation(
  ctx: AppContext,
  args: { fiduciaryId: string; userId: string; body: CreateBody; ip: string },
): Promise<Invitation> {
  const email = args.body.email.trim().toLowerCase();
  const member = await findMembershipByEmail(ctx.db, args.fiduciaryId, email);
  if (member) throw new AppError('CONFLICT', ALREADY_MEMBER, 'ALREADY_MEMBER');
  const fiduciary = await findFiduciaryName(ctx.db, args.fiduciaryId);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      await claimInvitationSlot(trx, { inviterId: args.userId, ip: args.ip });
      return insertInvitationWithEmail(ctx, trx, { ...args, fiduciaryName: fiduciary.name });
    });
    return toInvitation(row);
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'invitation_pending_email_key') {
      throw new AppError('CONFLICT', ALREADY_INVITED, 'ALREADY_INVITED');
    }
    throw err;
  }
}

export async function listInvitations(
  ctx: AppContext,
  args: { fiduciaryId: string; status?: number; page: number; limit: number },
) {
  const { rows, count } = await listRows(ctx.db, args);
  const hasMore = args.page * args.limit < count;
  return { count, results: rows.map(toInvitation), next: hasMore ? String(args.page + 1) : null };
}

export async function getInvitation(ctx: AppContext, fiduciaryId: string, id: string): Promise<Invitation> {
  const row = await findInvitation(ctx.db, fiduciaryId, id);
  if (!row) throw notFound();
  return toInvitation(row);
}
