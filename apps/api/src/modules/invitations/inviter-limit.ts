import type { FastifyReply } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { ThrottledError } from '../auth/index.ts';
import { countInvitationsSent, lockInviter, recordInvitationSent } from './attempts.repository.ts';

/**
 * Invitation e-mails one person may send (one by one or by sharing a tearsheet) in a sliding
 * window, over every API process (SECURITY.md "Invitations"). A CSV import is one deliberate act
 * of onboarding staff and is not counted.
 */
export const INVITATIONS_PER_INVITER = 20;
const INVITER_WINDOW_SECONDS = 60 * 60;

export const TOO_MANY_INVITATIONS = `You have sent ${INVITATIONS_PER_INVITER} invitations in the last hour. Please try again later.`;

/**
 * Takes one of the inviter's slots in the caller's transaction, or refuses with 429 and the seconds
 * until the oldest counted invitation leaves the window. The inviter's lock makes parallel calls
 * count each other; a refusal rolls the transaction back, so nothing is sent.
 */
export async function claimInvitationSlot(trx: Executor, args: { inviterId: string; ip: string }): Promise<void> {
  await lockInviter(trx, args.inviterId);
  const sent = await countInvitationsSent(trx, args.inviterId, INVITER_WINDOW_SECONDS);
  if (sent.count >= INVITATIONS_PER_INVITER) throw new ThrottledError(TOO_MANY_INVITATIONS, sent.waitSeconds);
  await recordInvitationSent(trx, args.inviterId, args.ip);
}

/** Runs a call that may hit the limit; its 429 carries `Retry-After` like login's. */
export async function withRetryAfter<T>(reply: FastifyReply, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ThrottledError) reply.header('Retry-After', String(err.retryAfterSeconds));
    throw err;
  }
}
