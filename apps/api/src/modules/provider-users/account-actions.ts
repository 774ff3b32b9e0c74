import { CANNOT_DISABLE_SELF } from '@dl/contracts';
import { PASSWORD_RESET_TTL_SECONDS } from '@dl/domain';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { ProviderScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { createPasswordToken } from '../auth/index.ts';
import { getUser } from './provider-users.service.ts';
import { clearSecondFactor, revokeSessionsOfUser, setUserActive } from './provider-users.repository.ts';

/**
 * Disables an account: every session ends (refresh tokens revoked) and, through the membership
 * cache's notification, the next request with a still-valid access token is refused with 401
 * (ADR 0029). Enabling lets the user log in again; nothing else is restored.
 */
export async function setAccountActive(ctx: AppContext, who: ProviderScope, userId: string, active: boolean) {
  if (!active && userId === who.userId) throw new AppError('BAD_REQUEST', CANNOT_DISABLE_SELF);
  const user = await ctx.db.transaction().execute(async (trx) => {
    const user = await getUser(trx, userId);
    if (user.is_active === active) return user;
    await setUserActive(trx, userId, active);
    if (!active) await revokeSessionsOfUser(trx, userId);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: who.userId,
      kind: active ? 'user_enabled' : 'user_disabled',
      subject: userId,
      data: { by_provider: true },
    });
    return getUser(trx, userId);
  });
  // At once in this process; other processes hear the trigger's notification.
  ctx.memberships.forgetUser(userId);
  ctx.modules.providerUsers.pages.reset();
  return user;
}

/**
 * Sends the user a link by e-mail: a set-password link (an invitation whose password was never set)
 * or a password-reset link. The text is the platform's; the link goes through the outbox only.
 */
export async function sendPasswordLink(ctx: AppContext, who: ProviderScope, userId: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await getUser(trx, userId);
    if (!user.is_active) throw new AppError('BAD_REQUEST', 'Enable the account before sending it a link.');
    const kind = user.has_password ? 'reset' : 'invitation';
    const token = await createPasswordToken(
      trx,
      userId,
      kind === 'reset' ? 'reset' : 'set',
      ...(kind === 'reset' ? [PASSWORD_RESET_TTL_SECONDS] : []),
    );
    const page = kind === 'reset' ? 'reset-password' : 'set-password';
    const minutes = PASSWORD_RESET_TTL_SECONDS / 60;
    await enqueueEmail(trx, {
      fiduciary_id: null,
      to_address: user.email,
      subject: kind === 'reset' ? 'Reset your Digital Locker password' : 'Choose your Digital Locker password',
      kind: kind === 'reset' ? 'password_reset' : 'set_password_invite',
      body_text: [
        `Hello ${user.first_name || user.email},`,
        '',
        kind === 'reset'
          ? `Your platform administrator sent you a link to choose a new password, valid for ${minutes} minutes:`
          : 'Your account is waiting for a password. Choose one within 7 days:',
        `${ctx.config.PUBLIC_URL}/pages/${page}#token=${token}`,
      ].join('\n'),
    });
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: who.userId,
      kind: kind === 'reset' ? 'password_link_sent' : 'invitation_resent',
      subject: userId,
      data: { by_provider: true },
    });
    const detail =
      kind === 'reset'
        ? `A password-reset link was sent to ${user.email}.`
        : `The invitation was sent again to ${user.email}.`;
    return { detail, kind } as const;
  });
}

/** Removes the user's second factor (lost device); they set a new one up from My Profile. */
export async function resetSecondFactor(ctx: AppContext, who: ProviderScope, userId: string) {
  return ctx.db.transaction().execute(async (trx) => {
    const user = await getUser(trx, userId);
    if (!user.has_otp) throw new AppError('BAD_REQUEST', 'This user has no second factor.');
    await clearSecondFactor(trx, userId);
    await recordAudit(trx, {
      fiduciary_id: null,
      actor_user_id: who.userId,
      kind: 'second_factor_reset',
      subject: userId,
      data: { by_provider: true },
    });
    return getUser(trx, userId);
  });
}
