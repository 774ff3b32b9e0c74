import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, NullableTime, Numeric, Timestamp } from './columns.ts';

/** Tables of the portfolio and payments (migration 20261121_1910_portfolio_payments, ADR 0013). */

/** DATE columns are read as 'YYYY-MM-DD' strings (database.ts). */

/** A capital call on an investment (spec 4 process status IN_PROGRESS / COMPLETED). */
export interface CapitalCallTable {
  id: Generated<string>;
  fiduciary_id: string;
  investment_id: string;
  call_number: number;
  amount: Numeric;
  due_date: DateOnly;
  status: Generated<'IN_PROGRESS' | 'COMPLETED'>;
  notice_document_id: string | null;
  /** The opportunity's call this row is the allocation of (migration 20261127_1040); null for older calls. */
  opportunity_call_id: Generated<string | null>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface PaymentTable {
  id: Generated<string>;
  fiduciary_id: string;
  investment_id: string;
  capital_call_id: string | null;
  amount: Numeric;
  status: Generated<'PENDING' | 'SENT' | 'PENDING_ACKNOWLEDGEMENT' | 'CONFIRMED' | 'COMPLETED'>;
  reference: string | null;
  sent_on: NullableTime;
  sent_by: string | null;
  acknowledged_on: NullableTime;
  acknowledged_by: string | null;
  /** Partial receipts so far (migration 20261127_1040); an acknowledged payment counts as received in full. */
  received_amount: ColumnType<string, string | number | undefined, string | number>;
  created_on: Timestamp;
  modified_on: Timestamp;
}

export interface ValuationMarkTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  as_of: DateOnly;
  price: Numeric | null;
  multiple: Numeric | null;
  created_on: Timestamp;
}

export interface WireInstructionsTable {
  fiduciary_id: string;
  bank_name: string;
  bank_address: Generated<string>;
  account_name: string;
  account_number: string;
  routing_number: Generated<string>;
  swift_code: Generated<string>;
  instructions: Generated<string>;
  modified_by: string | null;
  modified_on: Timestamp;
  /** When a second administrator last approved them (migration 20261127_1040). */
  verified_on: Timestamp;
  verified_by: Generated<string | null>;
}

export interface CaptableSsoTokenTable {
  id: Generated<string>;
  token_hash: Buffer;
  fiduciary_id: string;
  user_id: string;
  entity_id: string | null;
  expires_on: ColumnType<Date, Date, Date>;
  used_on: NullableTime;
  created_on: Timestamp;
}
