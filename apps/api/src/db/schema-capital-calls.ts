import type { Generated } from 'kysely';
import type { DateOnly, NullableTime, Numeric, Timestamp } from './columns.ts';

/** Tables of capital calls per opportunity and four-eyes wire instructions (migration 20261127_1040). */

/** A call on an opportunity, allocated to its executed investments as `capital_call` rows. */
export interface OpportunityCallTable {
  id: Generated<string>;
  fiduciary_id: string;
  opportunity_id: string;
  call_number: number;
  basis: 'PERCENTAGE' | 'AMOUNT';
  percentage: Numeric | null;
  amount: Numeric;
  due_date: DateOnly;
  note: Generated<string>;
  rounding_rule: string;
  notices_total: number;
  created_by: string | null;
  created_on: Timestamp;
  modified_on: Timestamp;
}

type WireProposalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

export interface WireInstructionsProposalTable {
  id: Generated<string>;
  fiduciary_id: string;
  bank_name: string;
  bank_address: Generated<string>;
  account_name: string;
  account_number: string;
  routing_number: Generated<string>;
  swift_code: Generated<string>;
  instructions: Generated<string>;
  status: Generated<WireProposalStatus>;
  proposed_by: string;
  proposed_on: Timestamp;
  decided_by: string | null;
  decided_on: NullableTime;
  reason: string | null;
}
