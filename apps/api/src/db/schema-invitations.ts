import type { Generated } from 'kysely';
import type { NullableTime, Timestamp } from './columns.ts';

/** Tables of the onboarding flow (migration 20261121_2050_invitation, ADR 0023). */

export interface InvitationTable {
  id: Generated<string>;
  fiduciary_id: string;
  email: string;
  first_name: string;
  last_name: string;
  entity_type: 'ENTITY' | 'INDIVIDUAL' | 'INDIVIDUAL_FOR_ENTITY';
  entity_name: string | null;
  /** Spec 3: 1 Sent, 2 Open, 3 KYC, 4 Form, 5 Approved, 6 Denied. */
  status: Generated<number>;
  code_hash: Buffer;
  expires_on: Timestamp;
  code_used_on: NullableTime;
  invited_by: string | null;
  user_id: string | null;
  entity_id: string | null;
  login_token_hash: Buffer | null;
  login_token_expires_on: NullableTime;
  decision_reason: string | null;
  decided_by: string | null;
  decided_on: NullableTime;
  /** Migration 20261127_1010: a revoked invitation's code no longer works. */
  revoked_on: NullableTime;
  revoked_by: string | null;
  opened_on: NullableTime;
  registered_on: NullableTime;
  created_on: Timestamp;
  modified_on: Timestamp;
}
