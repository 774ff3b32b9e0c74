import { type Kysely, sql } from 'kysely';

/**
 * The fund-admin investors list, KYC queue and invitation resend/revoke (issue 15 points 3 and 4).
 *
 * One row of the list (`investor_directory`) is an investor of the tenant: an investing entity
 * (with its newest invitation, if it came through one), or an invitation whose person has no entity
 * yet (invited, not registered). The view carries the raw facts only; the repository derives the KYC
 * state and sums the amounts from the domain's definitions.
 */
const STATEMENTS = [
  sql`ALTER TABLE invitation ADD COLUMN revoked_on timestamptz,
    ADD COLUMN revoked_by uuid REFERENCES app_user (id) ON DELETE SET NULL`,
  // A revoked invitation no longer blocks a new one for the same e-mail.
  sql`DROP INDEX invitation_pending_email_key`,
  sql`CREATE UNIQUE INDEX invitation_pending_email_key ON invitation (fiduciary_id, lower(email))
    WHERE code_used_on IS NULL AND status IN (1, 2) AND revoked_on IS NULL`,
  // The KYC queue: submitted forms (4 Form), oldest first.
  sql`CREATE INDEX invitation_kyc_queue_idx ON invitation (fiduciary_id, modified_on, id) WHERE status = 4`,
  sql`CREATE INDEX invitation_unregistered_idx ON invitation (fiduciary_id, created_on DESC, id DESC)
    WHERE entity_id IS NULL`,
  sql`CREATE INDEX invitation_entity_newest_idx ON invitation (entity_id, created_on DESC) WHERE entity_id IS NOT NULL`,
  sql`CREATE INDEX invitation_email_trgm_idx ON invitation USING gin (email gin_trgm_ops)`,
  sql`CREATE INDEX investing_entity_created_idx ON investing_entity (fiduciary_id, created_on DESC, id DESC)`,
  sql`CREATE INDEX investing_entity_name_idx ON investing_entity (fiduciary_id, lower(name), id)`,
  sql`CREATE INDEX investing_entity_name_trgm_idx ON investing_entity USING gin (name gin_trgm_ops)`,
  sql`CREATE INDEX membership_entity_idx ON membership (entity_id) WHERE entity_id IS NOT NULL`,
  // An investor's audit trail: the events about one of its subjects, newest first.
  sql`CREATE INDEX audit_event_subject_idx ON audit_event (fiduciary_id, subject, id DESC)`,
  sql`CREATE VIEW investor_directory AS
    SELECT i.id, i.fiduciary_id, NULL::uuid AS entity_id, i.id AS invitation_id,
      coalesce(nullif(btrim(i.entity_name), ''), i.first_name || ' ' || i.last_name) AS name,
      i.email, i.entity_type, i.status AS invitation_status,
      (i.status = 3 AND i.decided_on IS NOT NULL) AS revision_requested,
      NULL::text AS response_status, i.revoked_on,
      NULL::text AS city, NULL::text AS state, NULL::text AS country, i.created_on
    FROM invitation i
    WHERE i.entity_id IS NULL
    UNION ALL
    SELECT e.id, e.fiduciary_id, e.id, li.id, e.name,
      coalesce(li.email, mu.email), e.type, li.status,
      coalesce(li.status = 3 AND li.decided_on IS NOT NULL, false),
      r.status, li.revoked_on,
      a.city, a.province, a.country, coalesce(li.created_on, e.created_on)
    FROM investing_entity e
    LEFT JOIN LATERAL (
      SELECT iv.id, iv.email, iv.status, iv.decided_on, iv.revoked_on, iv.created_on FROM invitation iv
      WHERE iv.entity_id = e.id ORDER BY iv.created_on DESC LIMIT 1
    ) li ON true
    LEFT JOIN LATERAL (
      SELECT u.email FROM membership m JOIN app_user u ON u.id = m.user_id
      WHERE m.entity_id = e.id AND m.role IN ('fiduciary_investor', 'fiduciary_investor-admin')
      ORDER BY (m.role = 'fiduciary_investor') DESC, m.created_on LIMIT 1
    ) mu ON true
    LEFT JOIN LATERAL (
      SELECT ad.city, ad.province, ad.country FROM entity_address ad
      WHERE ad.entity_id = e.id ORDER BY (ad.type = 'HOME') DESC, ad.id LIMIT 1
    ) a ON true
    LEFT JOIN form_response r ON r.fiduciary_id = e.fiduciary_id AND r.entity_id = e.id
      AND r.form_id = CASE WHEN e.type = 'INDIVIDUAL' THEN '3' ELSE '4' END`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW IF EXISTS investor_directory`.execute(db);
  for (const name of [
    'audit_event_subject_idx',
    'membership_entity_idx',
    'investing_entity_name_trgm_idx',
    'investing_entity_name_idx',
    'investing_entity_created_idx',
    'invitation_email_trgm_idx',
    'invitation_entity_newest_idx',
    'invitation_unregistered_idx',
    'invitation_kyc_queue_idx',
    'invitation_pending_email_key',
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
  }
  await sql`CREATE UNIQUE INDEX invitation_pending_email_key ON invitation (fiduciary_id, lower(email))
    WHERE code_used_on IS NULL AND status IN (1, 2)`.execute(db);
  await sql`ALTER TABLE invitation DROP COLUMN revoked_by, DROP COLUMN revoked_on`.execute(db);
}
