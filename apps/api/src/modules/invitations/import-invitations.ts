import type { ImportRowError, Invitation } from '@dl/contracts';
import { validateImport } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { toInvitation } from './invitations.mapper.ts';
import { findFiduciaryName, findMemberEmails, findPendingEmails } from './invitations.repository.ts';
import { ALREADY_INVITED, ALREADY_MEMBER, insertInvitationWithEmail } from './invitations.service.ts';

export type ImportResult = { ok: true; invitations: Invitation[] } | { ok: false; errors: ImportRowError[] };

/**
 * Invites everyone of a parsed CSV file, all or nothing: the rows are checked by the domain, then
 * against the fiduciary (a member already, or an invitation already waiting); any problem refuses
 * the whole file with every problem listed. A good file is written in one transaction: each
 * invitation, its e-mail job and its audit row.
 */
export async function importInvitations(
  ctx: AppContext,
  args: { fiduciaryId: string; userId: string; header: string[]; rows: string[][] },
): Promise<ImportResult> {
  const checked = validateImport(args.header, args.rows);
  if (!checked.ok) return checked;
  const emails = checked.invitations.map((i) => i.email);
  const members = new Set(await findMemberEmails(ctx.db, args.fiduciaryId, emails));
  const pending = new Set(await findPendingEmails(ctx.db, args.fiduciaryId, emails));
  const errors: ImportRowError[] = [];
  checked.invitations.forEach((invitation, index) => {
    const row = index + 2;
    if (members.has(invitation.email)) errors.push({ row, field: 'email', message: ALREADY_MEMBER });
    else if (pending.has(invitation.email)) errors.push({ row, field: 'email', message: ALREADY_INVITED });
  });
  if (errors.length) return { ok: false, errors };
  const fiduciary = await findFiduciaryName(ctx.db, args.fiduciaryId);
  // A person invited by someone else meanwhile fails the unique index: the whole file is refused.
  try {
    const rows = await ctx.db.transaction().execute(async (trx) => {
      const created = [];
      for (const body of checked.invitations) {
        created.push(
          await insertInvitationWithEmail(ctx, trx, {
            fiduciaryId: args.fiduciaryId,
            fiduciaryName: fiduciary.name,
            userId: args.userId,
            body,
            via: 'import',
          }),
        );
      }
      return created;
    });
    return { ok: true, invitations: rows.map(toInvitation) };
  } catch (err) {
    if ((err as { constraint?: string }).constraint === 'invitation_pending_email_key') {
      throw new AppError('CONFLICT', ALREADY_INVITED, 'ALREADY_INVITED');
    }
    throw err;
  }
}
