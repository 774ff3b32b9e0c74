import { createHash, randomBytes } from 'node:crypto';
import type { Executor } from '#api/db/database.ts';
import { deleteStaleTickets, insertTicket, spendTicket } from './realtime.repository.ts';

/** A ticket opens one socket within this many seconds (realtime contract). */
const TICKET_TTL_SECONDS = 30;

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest();

export interface TicketOwner {
  userId: string;
  fiduciaryId: string;
  role: string;
  entityId: string | null;
  /** The session that asked for the ticket: the socket closes when it ends (ADR 0001). */
  sessionId: string | null;
}

/** A random single-use ticket; only its SHA-256 is stored (any API process can check it). */
export async function issueTicket(db: Executor, owner: TicketOwner): Promise<{ ticket: string; expires_on: string }> {
  const ticket = randomBytes(32).toString('base64url');
  const expires = new Date(Date.now() + TICKET_TTL_SECONDS * 1000);
  await insertTicket(db, { tokenHash: hashTicket(ticket), ...owner, expires });
  // Old tickets go as new ones come (the expiry index keeps this cheap).
  await deleteStaleTickets(db);
  return { ticket, expires_on: expires.toISOString() };
}

/**
 * Uses a ticket: it must exist, be unused and unexpired, and be for `fiduciaryId`. One statement,
 * so of two concurrent uses only one wins. A ticket of another tenant is spent too (refused).
 */
export async function consumeTicket(db: Executor, ticket: string, fiduciaryId: string): Promise<TicketOwner | null> {
  if (!ticket || ticket.length > 128) return null;
  const row = await spendTicket(db, hashTicket(ticket));
  if (!row || row.fiduciary_id !== fiduciaryId) return null;
  return {
    userId: row.user_id,
    fiduciaryId: row.fiduciary_id,
    role: row.role,
    entityId: row.entity_id,
    sessionId: row.session_id,
  };
}
