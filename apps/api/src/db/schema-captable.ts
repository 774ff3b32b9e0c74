import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Json, NullableTime, Numeric, Timestamp } from './columns.ts';

/** numeric with a default: optional on insert (kysely's Generated cannot wrap a ColumnType). */
type DefaultedNumeric = ColumnType<string, string | number | undefined, string | number>;

/** The cap table's ledger and its projection (migration 20261128_0000, ADR 0032). Ids are OCF ids. */

export interface CapTableTable {
  id: Generated<string>;
  fiduciary_id: string;
  issuer_id: string;
  rounding_profile: Generated<string>;
  /** The next number of each id prefix (CS, PS, OP, ..., TX, SH, CLS, PLN, TRM). */
  counters: Json<Record<string, number>>;
  tx_seq: Generated<string>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface CapStakeholderTable {
  cap_table_id: string;
  id: string;
  name: string;
  stakeholder_type: 'INDIVIDUAL' | 'INSTITUTION';
  email: string | null;
  relationship: string | null;
  user_id: string | null;
  entity_id: string | null;
  details: Json;
  created_on: Timestamp;
}

export interface CapTermsTable {
  cap_table_id: string;
  terms_id: string;
  version: number;
  type: number;
  name: string;
  body: Json;
  created_by: string | null;
  created_on: Timestamp;
  deleted_on: NullableTime;
}

export interface CapStockClassTable {
  cap_table_id: string;
  id: string;
  name: string;
  kind: 'CS' | 'PS';
  authorized: Numeric;
  issued: DefaultedNumeric;
  treasury: DefaultedNumeric;
  conversion_ratio: DefaultedNumeric;
  price_per_share: Numeric | null;
  votes_per_share: DefaultedNumeric;
  seniority: Generated<number>;
  terms_id: string | null;
  board_approval_date: DateOnly | null;
  details: Json;
  created_on: Timestamp;
}

export interface CapPlanTable {
  cap_table_id: string;
  id: string;
  name: string;
  class_id: string;
  reserved: Numeric;
  outstanding_awards: DefaultedNumeric;
  issued_from_plan: DefaultedNumeric;
  cancellation_behavior: string;
  exercise_windows: Json;
  board_approval_date: DateOnly | null;
  details: Json;
  created_on: Timestamp;
}

export interface CapSecurityTable {
  cap_table_id: string;
  id: string;
  kind: 'CS' | 'PS' | 'WA' | 'CN' | 'SAFE' | 'OP';
  status: 'draft' | 'issued' | 'ended';
  stakeholder_id: string | null;
  class_id: string | null;
  plan_id: string | null;
  quantity: Numeric | null;
  price: Numeric | null;
  terms_id: string | null;
  terms_version: number | null;
  option_kind: 'iso' | 'nso' | 'iso_nso' | null;
  issue_date: DateOnly | null;
  parent_id: string | null;
  created_by_tx: string | null;
  ended_by_tx: string | null;
  transactions: Json<string[]>;
  accepted: Generated<boolean>;
  vesting_started_on: DateOnly | null;
  vesting: Json | null;
  details: Json;
  investment_id: string | null;
  certificate_file_id: string | null;
  created_by: string | null;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface CapTxTable {
  cap_table_id: string;
  seq: string;
  id: string;
  type: string;
  date: DateOnly;
  security_id: string | null;
  body: Json;
  actor_user_id: string | null;
  created_on: Timestamp;
}

export interface CapActionRequestTable {
  id: Generated<string>;
  cap_table_id: string;
  security_id: string;
  action: string;
  body: Json;
  status: Generated<'pending' | 'approved' | 'rejected'>;
  reason: string | null;
  requested_by: string | null;
  requested_on: Timestamp;
  decided_by: string | null;
  decided_on: NullableTime;
}
