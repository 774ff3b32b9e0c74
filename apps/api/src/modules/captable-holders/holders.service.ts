import { randomUUID } from 'node:crypto';
import type { holderSchema } from '@dl/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { createPasswordToken } from '../auth/index.ts';
import {
  companyName,
  findHolder,
  findUserByEmail,
  findUserById,
  grantHolder,
  type HolderRecord,
  type HolderScope,
  holderPage,
  holdersAfter,
  insertInvitedUser,
  linkStakeholder,
  lockStakeholder,
} from './holders.repository.ts';

type CapHolder = z.infer<typeof holderSchema>;

/**
 * Holders (spec 6, ADR 0032): a stakeholder is 'not_invited' until an account linked to it holds
 * the company's holder membership; then 'invited' while the account waits for its password (the
 * set-password link is pending), and 'active' once it has one.
 */

/** One invitation per stakeholder per minute: a double click or a loop does not flood the person's inbox. */
const INVITE_COOLDOWN_SECONDS = 60;

const holderScope = (s: CapTableScope): HolderScope => ({
  capTableId: s.capTableId,
  fiduciaryId: s.fiduciaryId,
  issuerId: s.issuerId,
});

function holderStatus(r: Pick<HolderRecord, 'user_id' | 'member_since' | 'has_password'>): CapHolder['status'] {
  if (!r.user_id || !r.member_since) return 'not_invited';
  return r.has_password ? 'active' : 'invited';
}

function toHolder(r: HolderRecord): CapHolder {
  const status = holderStatus(r);
  const invited = r.invited_on ?? (r.member_since ? r.member_since.toISOString() : null);
  return {
    stakeholder_id: r.id,
    name: r.name,
    email: r.email,
    status,
    invited_on: status === 'not_invited' ? null : invited,
  };
}

export async function listHolders(ctx: AppContext, scope: CapTableScope, q: { page: number; itemsPerPage: number }) {
  const page = await holderPage(ctx.db, holderScope(scope), {
    limit: q.itemsPerPage,
    offset: (q.page - 1) * q.itemsPerPage,
  });
  return { results: page.rows.map(toHolder), count: page.count };
}

/** Every holder in name order, read in keyset pages of 500 (the CSV export). */
export async function* allHolders(ctx: AppContext, scope: CapTableScope): AsyncGenerator<CapHolder> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows = await holdersAfter(ctx.db, holderScope(scope), after, 500);
    for (const r of rows) yield toHolder(r);
    const last = rows.at(-1);
    if (!last || rows.length < 500) return;
    after = { name: last.name, id: last.id };
  }
}

/**
 * Invites the stakeholder's e-mail: finds or creates the account, gives it the company's holder
 * membership, links the stakeholder to it and e-mails it (a set-password link when the account has
 * no password yet, through the outbox only, never the log). Audited. 400 when the stakeholder has no
 * e-mail address; 409 when the holder is active already; 429 within a minute of the last invitation.
 */
export async function inviteHolder(ctx: AppContext, scope: CapTableScope, stakeholderId: string): Promise<CapHolder> {
  const hs = holderScope(scope);
  const company = await companyName(ctx.db, scope.issuerId);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    const sh = await lockStakeholder(trx, scope.capTableId, stakeholderId);
    if (!sh) throw notFound();
    const email = sh.email?.trim();
    if (!email)
      throw new AppError(
        'BAD_REQUEST',
        `${sh.name} has no e-mail address; add one to the stakeholder before inviting them.`,
      );
    const current = await findHolder(trx, hs, stakeholderId);
    if (current && holderStatus(current) === 'active')
      throw new AppError('CONFLICT', `${sh.name} already has access to their holdings.`);
    const last = current?.invited_on ? Date.parse(current.invited_on) : Number.NaN;
    if (Date.now() - last < INVITE_COOLDOWN_SECONDS * 1000)
      throw new AppError(
        'TOO_MANY_REQUESTS',
        `An invitation was sent to ${sh.name} less than a minute ago. Try again later.`,
      );

    const known = sh.user_id ? await findUserById(trx, sh.user_id) : await findUserByEmail(trx, email);
    if (known && !known.is_active)
      throw new AppError('CONFLICT', `The account of ${sh.name} is disabled; it must be enabled before an invitation.`);
    const [first, ...rest] = sh.name.trim().split(/\s+/);
    const id =
      known?.id ??
      (await insertInvitedUser(trx, {
        email,
        first_name: first ?? '',
        last_name: rest.join(' '),
        trellis_uid: `USR-${randomUUID().slice(0, 13)}`,
      }));
    await grantHolder(trx, hs, id);
    await linkStakeholder(trx, scope.capTableId, stakeholderId, { userId: id, invitedOn: new Date().toISOString() });

    const to = known?.email ?? email;
    const lines = [`${company} invited you to see your holdings in its cap table on Digital Locker.`, ''];
    if (known?.has_password) lines.push(`Sign in at ${ctx.config.PUBLIC_URL}/acap/ with your existing password.`);
    else {
      const token = await createPasswordToken(trx, id, 'set');
      lines.push('To sign in, choose a password for your account within 7 days:');
      lines.push(`${ctx.config.PUBLIC_URL}/pages/set-password#token=${token}`);
    }
    await enqueueEmail(trx, {
      fiduciary_id: scope.fiduciaryId,
      to_address: to,
      subject: `Your holdings in ${company}`,
      kind: known?.has_password ? 'captable_holder_added' : 'captable_holder_invite',
      body_text: [`Hello ${known?.first_name || sh.name},`, '', ...lines].join('\n'),
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable_holder_invited',
      subject: scope.capTableId,
      data: { stakeholder_id: stakeholderId, holder_user_id: id, created_account: !known },
    });
    return id;
  });
  // The new membership counts at once in this process; other processes hear the trigger's notification.
  ctx.memberships.forgetUser(userId);
  const holder = await findHolder(ctx.db, hs, stakeholderId);
  if (!holder) throw notFound();
  return toHolder(holder);
}
