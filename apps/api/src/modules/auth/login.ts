import type { LoginResponse, Session } from '@dl/contracts';
import { PROVIDER_ROLES } from '@dl/domain';
import { Secret, TOTP } from 'otpauth';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { findMembershipsOfUser, findUserByEmail, findUserById, setOtpLastStep } from './auth.repository.ts';
import { verifyPassword } from '#api/platform/passwords.ts';
import { type ClientInfo, openSession } from './session.ts';
import { signOtpTicket, verifyOtpTicket } from '#api/platform/tokens/tokens.ts';
import { claimAttempt, OTP_WRONG_CODES_PER_TICKET, ticketKey } from './throttle.ts';
import { countTicketFailures, markAttemptSucceeded } from './throttle.repository.ts';

const BAD_CREDENTIALS = 'Unable to log in with provided credentials.';
const TICKET_EXPIRED = 'The verification step has expired. Please log in again.';
const CODE_INVALID = 'The code is not valid. Please try again.';

/**
 * Password login, throttled by the rules of throttle.ts (per account and address, per address, a
 * progressive delay per account). Users with a second factor get a short-lived ticket instead of tokens.
 */
export async function login(
  ctx: AppContext,
  args: { username: string; password: string; client: ClientInfo; providerOnly: boolean },
): Promise<LoginResponse> {
  const username = args.username.trim().toLowerCase();
  const attemptId = await claimAttempt(ctx, { username, ip: args.client.ip });
  const user = await findUserByEmail(ctx.db, username);
  const passwordOk = await verifyPassword(user?.password_hash ?? null, args.password);
  const allowed = passwordOk && user?.is_active && (!args.providerOnly || (await isProviderUser(ctx, user.id)));
  if (!allowed || !user) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  await markAttemptSucceeded(ctx.db, attemptId);

  if (user.otp_secret) {
    return {
      otp_required: true,
      otp_token: await signOtpTicket(ctx.keys, user.id),
      detail: 'Enter the 6-digit code from your authenticator app.',
    };
  }
  return openSession(ctx, user, args.client);
}

async function isProviderUser(ctx: AppContext, userId: string): Promise<boolean> {
  const providerRoles: readonly string[] = Object.values(PROVIDER_ROLES);
  const rows = await findMembershipsOfUser(ctx.db, userId);
  return rows.some((r) => providerRoles.includes(r.role));
}

/**
 * Second login step: a TOTP code, each time step usable once. Throttled like login (every code is
 * counted as a failure before it is checked, so parallel guesses cannot outrun the count) and the
 * ticket dies after OTP_WRONG_CODES_PER_TICKET wrong codes, answering like an expired ticket.
 */
export async function verifyOtp(
  ctx: AppContext,
  args: { otpToken: string; code: string; client: ClientInfo },
): Promise<Session> {
  const userId = await verifyOtpTicket(ctx.keys, args.otpToken);
  const user = await findUserById(ctx.db, userId);
  if (!user?.otp_secret || !user.is_active) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  const username = user.email.toLowerCase();
  const ticket = ticketKey(args.otpToken);
  const attemptId = await claimAttempt(ctx, { username, ip: args.client.ip, otpTicket: ticket });
  if ((await countTicketFailures(ctx.db, ticket)) > OTP_WRONG_CODES_PER_TICKET) {
    throw new AppError('UNAUTHORIZED', TICKET_EXPIRED);
  }
  const totp = new TOTP({ secret: Secret.fromBase32(user.otp_secret), digits: 6, period: 30 });
  const delta = totp.validate({ token: args.code, window: 1 });
  const step = Math.floor(Date.now() / 1000 / 30) + (delta ?? 0);
  const lastStep = user.otp_last_step === null ? -1 : Number(user.otp_last_step);
  if (delta === null || step <= lastStep) throw new AppError('UNAUTHORIZED', CODE_INVALID);
  await markAttemptSucceeded(ctx.db, attemptId);
  await setOtpLastStep(ctx.db, user.id, step);
  return openSession(ctx, user, args.client);
}
