import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

/** Row types of the database, written by hand next to the migrations that create them. */

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T = Record<string, unknown>> = ColumnType<T, T | string | undefined, T | string>;
/** numeric columns come back as strings from pg: exact money, never floats. */
type Numeric = ColumnType<string, string | number, string | number>;

export interface FiduciaryTable {
  id: Generated<string>;
  slug: string;
  name: string;
  mpid: string | null;
  branding: Json;
  public_branding: Json;
  settings: Json;
  created_on: Timestamp;
}

export interface FiduciaryHostTable {
  host: string;
  fiduciary_id: string;
}

export interface AppUserTable {
  id: Generated<string>;
  email: string;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  trellis_uid: string;
  avatar_url: string | null;
  profile_details: Json;
  otp_secret: string | null;
  otp_last_step: ColumnType<string | null, number | null | undefined, number | null>;
  is_active: Generated<boolean>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export type EntityType = 'ENTITY' | 'INDIVIDUAL' | 'INDIVIDUAL_FOR_ENTITY';

export interface InvestingEntityTable {
  id: Generated<string>;
  fiduciary_id: string;
  trellis_uid: string;
  name: string;
  type: EntityType;
  created_on: Timestamp;
}

export interface IssuerTable {
  id: Generated<string>;
  fiduciary_id: string;
  name: string;
  stage: string | null;
  market: string | null;
  details: Json;
  created_on: Timestamp;
}

export interface MembershipTable {
  id: Generated<string>;
  fiduciary_id: string;
  user_id: string;
  role: string;
  entity_id: string | null;
  issuer_id: string | null;
  created_on: Timestamp;
}

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

export interface OpportunityTable {
  id: Generated<string>;
  fiduciary_id: string;
  issuer_id: string;
  name: string;
  short_desc: Generated<string>;
  opportunity_type: 'PRIMARY' | 'SECONDARY';
  type: 'GENERAL' | 'FUND' | 'SPV';
  status: string;
  size: Numeric;
  minimum: Numeric;
  pre: Numeric | null;
  post: Numeric | null;
  start_date: ColumnType<string | null, string | null | undefined, string | null>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  details: Json;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface StoredFileTable {
  id: Generated<string>;
  fiduciary_id: string;
  uploaded_by: string | null;
  name: string;
  mime_type: string;
  size: ColumnType<string, number, number>;
  sha256: string;
  storage_key: string;
  created_on: Timestamp;
}

export interface Database {
  fiduciary: FiduciaryTable;
  fiduciary_host: FiduciaryHostTable;
  app_user: AppUserTable;
  investing_entity: InvestingEntityTable;
  issuer: IssuerTable;
  membership: MembershipTable;
  refresh_token: RefreshTokenTable;
  password_token: PasswordTokenTable;
  login_attempt: LoginAttemptTable;
  audit_event: AuditEventTable;
  email_outbox: EmailOutboxTable;
  opportunity: OpportunityTable;
  stored_file: StoredFileTable;
}

export type AppUser = Selectable<AppUserTable>;
export type NewOpportunity = Insertable<OpportunityTable>;
