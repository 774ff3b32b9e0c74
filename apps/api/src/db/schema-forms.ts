import type { Generated } from 'kysely';
import type { Json, NullableTime, Timestamp } from './columns.ts';

/** Tables of the dynamic forms (migration 20261121_2030_forms, ADR 0020). */

/** One published version of a form template; never updated (a change is a new version). */
export interface FormTemplateTable {
  form_id: string;
  version: number;
  kind: string;
  body: Json<unknown>;
  created_on: Timestamp;
}

/** An entity's answer to a form: clear answers in `response`, sensitive ones encrypted in `secrets`. */
export interface FormResponseTable {
  id: Generated<string>;
  fiduciary_id: string;
  entity_id: string;
  form_id: string;
  template_version: number;
  status: Generated<'DRAFT' | 'SUBMITTED'>;
  response: Json<Record<string, unknown>>;
  secrets: Buffer | null;
  submitted_by: string | null;
  submitted_on: NullableTime;
  modified_by: string | null;
  created_on: Timestamp;
  modified_on: Timestamp;
}

/** A named option list of the common base (fiduciary_id null) or of one tenant. */
export interface DataEntityTable {
  id: Generated<string>;
  name: string;
  scope: 'common' | 'tenant';
  fiduciary_id: string | null;
  value: Json<unknown[]>;
  created_on: Timestamp;
  modified_on: Timestamp;
}
