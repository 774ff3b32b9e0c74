import { type Kysely, sql } from 'kysely';

/**
 * The file access decision (SECURITY.md "Reading a stored file") asks, for one file id, which rows
 * hold that file: a document or one of its versions, a signed copy of an NDA, a deal or a fiduciary
 * document, a signing session's result, an uploaded certificate, a resource. Each question is one
 * lookup on these indexes (partial where the column may be empty), never a walk of the table.
 */
const INDEXES = [
  ['document_file_idx', 'document (file_id)'],
  ['document_version_file_idx', 'document_version (file_id)'],
  ['nda_signed_file_idx', 'nda (signed_file_id) WHERE signed_file_id IS NOT NULL'],
  ['nda_executed_file_idx', 'nda (executed_file_id) WHERE executed_file_id IS NOT NULL'],
  ['investment_signed_file_idx', 'investment (signed_file_id) WHERE signed_file_id IS NOT NULL'],
  ['investment_countersigned_file_idx', 'investment (countersigned_file_id) WHERE countersigned_file_id IS NOT NULL'],
  ['document_signature_file_idx', 'document_signature (signed_file_id) WHERE signed_file_id IS NOT NULL'],
  ['signing_session_result_file_idx', 'signing_session (result_file_id) WHERE result_file_id IS NOT NULL'],
  ['certificate_file_idx', 'certificate (file_id)'],
  ['resource_file_idx', 'resource (file_id) WHERE file_id IS NOT NULL'],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, target] of INDEXES) await sql.raw(`CREATE INDEX IF NOT EXISTS ${name} ON ${target}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
