import { createHash } from 'node:crypto';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { Executor } from '#api/db/database.ts';
import { clearAccountFailures, countFailures, deleteAttempt, recordPendingAttempt } from './throttle.repository.ts';

/**
 * The login throttle's rules, in one place (ADR 0001, SECURITY.md). Failures are counted over a
 * sliding window in PostgreSQL, so the limits hold across API processes:
 * - per (account, address): `LOGIN_MAX_FAILURES_PER_USER` failures, then that address is refused
 *   for that account until its oldest failure leaves the window;
 * - per address: `LOGIN_MAX_FAILURES_PER_IP` failures over all accounts, then the address is refused;
 * - per account (every address): no hard lock, which a stranger could trigger, but a progressive
 *   delay: past `LOGIN_MAX_FAILURES_PER_USER` failures (more than one address can send), each
 *   further attempt waits `ACCOUNT_DELAY_BASE_SECONDS * 2^(extra - 1)` (at most
 *   `ACCOUNT_DELAY_MAX_SECONDS`) after the account's latest failure;
 * - a second-factor ticket dies after `OTP_WRONG_CODES_PER_TICKET` wrong codes, and wrong codes are
 *   failures of the account like wrong passwords;
 * - a successful password reset clears the account's failures (not the address's).
 */
const THROTTLE_WINDOW_SECONDS = 15 * 60;
const ACCOUNT_DELAY_BASE_SECONDS = 1;
const ACCOUNT_DELAY_MAX_SECONDS = 60;
export const OTP_WRONG_CODES_PER_TICKET = 5;

export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';
const ACCOUNT_SLOWED = (seconds: number) =>
  `Too many failed login attempts. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;

/** A 429 whose answer carries `Retry-After` (set by the auth routes). */
export class ThrottledError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(detail: string, retryAfterSeconds: number) {
    super('TOO_MANY_REQUESTS', detail);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Seconds the account's next attempt must wait after its latest failure, given its failures. */
function accountDelaySeconds(failures: number, freeFailures: number): number {
  const extra = failures - freeFailures;
  if (extra <= 0) return 0;
  return Math.min(ACCOUNT_DELAY_MAX_SECONDS, ACCOUNT_DELAY_BASE_SECONDS * 2 ** Math.min(extra - 1, 30));
}

/**
 * Takes a slot for one password or code check, or refuses with 429 when the throttle says so. The
 * attempt is recorded as a failure first and the rules checked again with it in place, so that
 * parallel attempts count each other (a refused one is removed: it was never checked). Returns the
 * attempt's id, to be marked a success when the password or code is right.
 */
export async function claimAttempt(
  ctx: AppContext,
  args: { username: string; ip: string; otpTicket?: string },
): Promise<string> {
  const { username, ip } = args;
  await assertAllowed(ctx, username, ip); // a refusal costs no write
  const id = await recordPendingAttempt(ctx.db, { username, ip, otpTicket: args.otpTicket ?? null });
  try {
    await assertAllowed(ctx, username, ip, id);
  } catch (err) {
    await deleteAttempt(ctx.db, id);
    throw err;
  }
  return id;
}

async function assertAllowed(ctx: AppContext, username: string, ip: string, excludeId?: string): Promise<void> {
  const perUser = ctx.config.LOGIN_MAX_FAILURES_PER_USER;
  const counts = await countFailures(ctx.db, {
    username,
    ip,
    windowSeconds: THROTTLE_WINDOW_SECONDS,
    ...(excludeId === undefined ? {} : { excludeId }),
  });
  if (counts.address >= ctx.config.LOGIN_MAX_FAILURES_PER_IP) {
    throw new ThrottledError(TOO_MANY_ATTEMPTS, counts.addressWait);
  }
  if (counts.pair >= perUser) throw new ThrottledError(TOO_MANY_ATTEMPTS, counts.pairWait);
  const wait = accountDelaySeconds(counts.account, perUser) - counts.sinceAccountLast;
  if (wait > 0) throw new ThrottledError(ACCOUNT_SLOWED(Math.ceil(wait)), wait);
}

/** The ticket's key in login_attempt: its SHA-256, never the ticket itself. */
export function ticketKey(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export function clearAccountThrottle(db: Executor, username: string): Promise<void> {
  return clearAccountFailures(db, username.trim().toLowerCase(), THROTTLE_WINDOW_SECONDS);
}
