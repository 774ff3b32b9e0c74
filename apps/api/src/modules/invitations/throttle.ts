import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { TOO_MANY_ATTEMPTS } from '../auth/index.ts';
import { countIpFailures, recordFailure } from './attempts.repository.ts';

/**
 * Public onboarding calls are throttled like login (ADR 0023): an IP with LOGIN_MAX_FAILURES_PER_IP
 * failures (logins, codes, sign-in tokens) in 15 minutes is refused with 429.
 */
export async function assertNotThrottled(ctx: AppContext, ip: string): Promise<void> {
  if ((await countIpFailures(ctx.db, ip)) >= ctx.config.LOGIN_MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_ATTEMPTS);
  }
}

/** Counts one failed use of a code or token (`what` names it in login_attempt.username). */
export function countFailure(ctx: AppContext, what: string, ip: string): Promise<void> {
  return recordFailure(ctx.db, what, ip);
}
