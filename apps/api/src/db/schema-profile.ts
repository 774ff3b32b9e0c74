import type { ColumnType, Generated } from 'kysely';
import type { DateOnly, Timestamp } from './columns.ts';

/** Tables of my profile (migration 20261121_2040_my_profile, ADR 0022). */

/** DATE columns are read as 'YYYY-MM-DD' strings (database.ts). */

export type BusinessType = 'corporation' | 'LLC' | 'partnership' | 'individual' | 'nonprofit' | 'foreigncorp';

/** An entity's own details beside investing_entity. */
export interface EntityProfileTable {
  entity_id: string;
  fiduciary_id: string;
  business_type: BusinessType | null;
  created_by: string | null;
  modified_on: Timestamp;
}

export interface EntityAddressTable {
  id: Generated<string>;
  fiduciary_id: string;
  entity_id: string;
  type: 'HOME' | 'OFFICE';
  line1: string;
  line2: string | null;
  line3: string | null;
  city: string;
  province: string | null;
  postal: string;
  country: string;
}

export interface EntityPhoneTable {
  id: Generated<string>;
  fiduciary_id: string;
  entity_id: string;
  type: 'HOME' | 'OFFICE' | 'CELL';
  country: string;
  number: string;
}

/** A certificate the user uploaded (ADR 0022): accreditation, qualified purchaser and the like. */
export interface CertificateTable {
  id: Generated<string>;
  fiduciary_id: string;
  user_id: string;
  entity_id: string | null;
  kind: string;
  issuer_name: string;
  issued_on: DateOnly;
  expires_on: ColumnType<string | null, string | null | undefined, string | null>;
  file_id: string;
  created_on: Timestamp;
}
