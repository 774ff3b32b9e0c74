import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

/** Sign-in and platform tables: refresh and password tokens, login attempts, the audit chain, the e-mail outbox. */

export interface RefreshTokenTable {
  id: Generated<string>;
  family_id: string;
  user_id: string;
  token_hash: Buffer;
  fiduciary_id: string;
  role: string;
  entity_id: string | null;
  family_created_on: Timestamp;
  created_on: Timestamp;
  rotated_on: Date | null;
  revoked_on: Date | null;
  user_agent: string | null;
  ip: string | null;
}

export interface PasswordTokenTable {
  id: Generated<string>;
  user_id: string;
  token_hash: Buffer;
  kind: 'reset' | 'set';
  expires_on: Timestamp;
  used_on: Date | null;
  created_on: Timestamp;
}

export interface LoginAttemptTable {
  id: Generated<string>;
  username: string;
  ip: string;
  succeeded: boolean;
  attempted_on: Timestamp;
  otp_ticket: string | null;
  cleared_on: Timestamp | null;
}

export interface AuditEventTable {
  id: Generated<string>;
  fiduciary_id: string | null;
  actor_user_id: string | null;
  kind: string;
  subject: string | null;
  data: Json;
  prev_hash: string | null;
  hash: string;
  created_on: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  fiduciary_id: string | null;
  to_address: string;
  subject: string;
  body_text: string;
  kind: string;
  status: Generated<'PENDING' | 'SENT' | 'LOGGED' | 'FAILED'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_on: Timestamp;
  sent_on: Date | null;
}
