import type { SecondFactorSetup, SecondFactorStatus } from '@dl/contracts';
import { DEFAULT_APP_TITLE } from '@dl/domain';
import { Secret, TOTP } from 'otpauth';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { verifyPassword } from '#api/platform/passwords.ts';
import { findSecondFactor, setPendingSecondFactor, setSecondFactor } from './profile.repository.ts';

/** How long a secret being set up waits for its proving code. */
const SETUP_TTL_MS = 10 * 60 * 1000;
const CODE_INVALID = 'The code is not valid. Please try again.';
const NO_SETUP = 'Start the set-up again: no second factor is waiting for a code.';
const CURRENT_PASSWORD_INVALID = 'Current Password is invalid.';

interface Caller {
  userId: string;
  fiduciaryId: string;
}

const totpOf = (secret: string, label = '') =>
  new TOTP({ issuer: DEFAULT_APP_TITLE, label, secret: Secret.fromBase32(secret), digits: 6, period: 30 });

export async function secondFactorStatus(ctx: AppContext, userId: string): Promise<SecondFactorStatus> {
  return { enabled: (await findSecondFactor(ctx.db, userId)).otp_secret !== null };
}

/**
 * A new secret for the user's authenticator app. Login keeps using the one in force (if any) until
 * `confirmSecondFactor`; a set-up not confirmed within 10 minutes lapses.
 */
export async function setupSecondFactor(ctx: AppContext, caller: Caller): Promise<SecondFactorSetup> {
  const user = await findSecondFactor(ctx.db, caller.userId);
  const secret = new Secret({ size: 20 }).base32;
  await setPendingSecondFactor(ctx.db, caller.userId, secret);
  return { secret, otpauth_url: totpOf(secret, user.email).toString() };
}

/** Puts the secret being set up in force when `code` is one of its current codes; audited. */
export async function confirmSecondFactor(ctx: AppContext, caller: Caller, code: string): Promise<SecondFactorStatus> {
  const user = await findSecondFactor(ctx.db, caller.userId);
  const pending = user.otp_pending_secret;
  const fresh = user.otp_pending_at !== null && Date.now() - user.otp_pending_at.getTime() <= SETUP_TTL_MS;
  if (!pending || !fresh) throw new AppError('CONFLICT', NO_SETUP, 'SECOND_FACTOR_NOT_SET_UP');
  const delta = totpOf(pending).validate({ token: code, window: 1 });
  if (delta === null) throw new AppError('BAD_REQUEST', CODE_INVALID);
  const step = Math.floor(Date.now() / 1000 / 30) + delta;
  await ctx.db.transaction().execute(async (trx) => {
    await setSecondFactor(trx, caller.userId, { secret: pending, step });
    await recordAudit(trx, {
      fiduciary_id: caller.fiduciaryId,
      actor_user_id: caller.userId,
      kind: 'second_factor_enabled',
      subject: caller.userId,
      data: { replaced: user.otp_secret !== null },
    });
  });
  return { enabled: true };
}

/** Turns the second factor off after the password is given again; audited. */
export async function disableSecondFactor(
  ctx: AppContext,
  caller: Caller,
  currentPassword: string,
): Promise<SecondFactorStatus> {
  const user = await findSecondFactor(ctx.db, caller.userId);
  if (!(await verifyPassword(user.password_hash, currentPassword)))
    throw new AppError('BAD_REQUEST', CURRENT_PASSWORD_INVALID);
  await ctx.db.transaction().execute(async (trx) => {
    await setSecondFactor(trx, caller.userId, null);
    await recordAudit(trx, {
      fiduciary_id: caller.fiduciaryId,
      actor_user_id: caller.userId,
      kind: 'second_factor_disabled',
      subject: caller.userId,
      data: { was_enabled: user.otp_secret !== null },
    });
  });
  return { enabled: false };
}
