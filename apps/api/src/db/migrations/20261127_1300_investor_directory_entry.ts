import { type Kysely, sql } from 'kysely';

/**
 * The fund-admin investors list at 10,000 investors (issue 15 benchmark): `investor_directory_entry`
 * holds the rows of the `investor_directory` view (20261127_1010, still the one definition of a row)
 * plus what the list sorts and filters on: the lower-cased name, the KYC state (the domain's
 * kycStateOf, as investor-directory.repository.ts wrote it in SQL) and the committed and invested
 * sums (the domain's COMMITTED_STATUSES / INVESTED_STATUSES, investor-amounts.ts). Pages, counts and
 * searches then read indexes with the tenant first instead of deriving every row of the tenant.
 *
 * Kept in step by the database: statement triggers (with transition tables, so a bulk write refreshes
 * each affected row once) on every table the view and the sums read call
 * investor_directory_refresh(entity_ids, invitation_ids), which re-derives those rows from the view.
 * Concurrent refreshes of one row are serialized on the entry row (locked first, in id order), and the
 * later one re-reads after the earlier one commits. A row whose values did not change is not rewritten.
 * A refresh of more than a tenth of the table (an import, a seed) analyzes it at once, so the next
 * pages are planned with its new size. A TRUNCATE of a source table rebuilds the table.
 *
 * The sums and the KYC state are written out here; investor-directory-entry.test.ts compares them with
 * the domain's definitions, so a change there needs a migration that replaces the refresh function.
 */
const COLUMNS = `id, fiduciary_id, entity_id, invitation_id, name, email, entity_type, invitation_status,
  revision_requested, response_status, revoked_on, city, state, country, created_on, sort_name, kyc_state,
  committed, invested`;

const EXCLUDED = COLUMNS.split(',')
  .map((c) => `EXCLUDED.${c.trim()}`)
  .join(', ');
const CURRENT = COLUMNS.split(',')
  .map((c) => `investor_directory_entry.${c.trim()}`)
  .join(', ');

const STATEMENTS = [
  sql`CREATE TABLE investor_directory_entry (
    id uuid PRIMARY KEY,
    fiduciary_id uuid NOT NULL,
    entity_id uuid,
    invitation_id uuid,
    name text NOT NULL,
    email text,
    entity_type text NOT NULL,
    invitation_status smallint,
    revision_requested boolean NOT NULL,
    response_status text,
    revoked_on timestamptz,
    city text,
    state text,
    country text,
    created_on timestamptz NOT NULL,
    sort_name text NOT NULL,
    kyc_state text NOT NULL,
    committed numeric(20, 2) NOT NULL,
    invested numeric(20, 2) NOT NULL
  )`,
  // One index per ordering of the list (either direction: the id breaks ties the same way).
  sql`CREATE INDEX investor_directory_entry_created_idx
    ON investor_directory_entry (fiduciary_id, created_on DESC, id DESC)`,
  sql`CREATE INDEX investor_directory_entry_name_idx ON investor_directory_entry (fiduciary_id, sort_name, id)`,
  // No status (added without an invitation) sorts as 0: before 1 Sent ascending, after 6 Denied descending.
  sql`CREATE INDEX investor_directory_entry_status_idx
    ON investor_directory_entry (fiduciary_id, invitation_status NULLS FIRST, id)`,
  sql`CREATE INDEX investor_directory_entry_committed_idx ON investor_directory_entry (fiduciary_id, committed, id)`,
  sql`CREATE INDEX investor_directory_entry_invested_idx ON investor_directory_entry (fiduciary_id, invested, id)`,
  sql`CREATE INDEX investor_directory_entry_kyc_idx ON investor_directory_entry (fiduciary_id, kyc_state)`,
  sql`CREATE INDEX investor_directory_entry_place_idx
    ON investor_directory_entry (fiduciary_id, lower(country), lower(city))`,
  sql`CREATE INDEX investor_directory_entry_name_trgm_idx ON investor_directory_entry USING gin (name gin_trgm_ops)`,
  sql`CREATE INDEX investor_directory_entry_email_trgm_idx ON investor_directory_entry USING gin (email gin_trgm_ops)`,
  sql.raw(`CREATE FUNCTION investor_directory_refresh(entity_ids uuid[], invitation_ids uuid[]) RETURNS void
    LANGUAGE plpgsql AS $$
    DECLARE
      ids uuid[] := ARRAY(
        SELECT DISTINCT x FROM unnest(coalesce(entity_ids, '{}') || coalesce(invitation_ids, '{}')) AS x
        WHERE x IS NOT NULL ORDER BY x);
    BEGIN
      IF cardinality(ids) = 0 THEN RETURN; END IF;
      -- A concurrent refresh of the same rows finishes (commits) first; the statement below then
      -- reads what it wrote.
      PERFORM 1 FROM investor_directory_entry WHERE id = ANY (ids) ORDER BY id FOR UPDATE;
      -- Rows the view no longer has go, the others are written where they changed (an unchanged
      -- row is not rewritten: no dead tuple, no index entry).
      WITH fresh AS (
        SELECT d.id, d.fiduciary_id, d.entity_id, d.invitation_id, d.name, d.email, d.entity_type,
          d.invitation_status, d.revision_requested, d.response_status, d.revoked_on, d.city, d.state,
          d.country, d.created_on, lower(d.name) AS sort_name,
          CASE d.invitation_status
            WHEN 1 THEN 'NOT_STARTED' WHEN 2 THEN 'NOT_STARTED'
            WHEN 3 THEN CASE WHEN d.revision_requested THEN 'REVISION_REQUESTED' ELSE 'IN_PROGRESS' END
            WHEN 4 THEN 'SUBMITTED' WHEN 5 THEN 'APPROVED' WHEN 6 THEN 'DENIED'
            ELSE CASE d.response_status WHEN 'SUBMITTED' THEN 'SUBMITTED' WHEN 'DRAFT' THEN 'IN_PROGRESS'
              ELSE 'NOT_STARTED' END END AS kyc_state,
          coalesce(t.committed, 0)::numeric(20, 2) AS committed, coalesce(t.invested, 0)::numeric(20, 2) AS invested
      FROM investor_directory d
      LEFT JOIN LATERAL (
        SELECT sum(v.amount) FILTER (WHERE v.status IN ('DEAL_PENDING_REVIEW', 'DEAL_APPROVED', 'DEAL_SIGNED',
            'DEAL_EXECUTED')) AS committed,
          sum(v.amount) FILTER (WHERE v.status = 'DEAL_EXECUTED') AS invested
        FROM investment v WHERE v.fiduciary_id = d.fiduciary_id AND v.entity_id = d.entity_id
      ) t ON true
      WHERE d.id = ANY (ids)
      ), gone AS (
        DELETE FROM investor_directory_entry e
        WHERE e.id = ANY (ids) AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.id = e.id)
      )
      INSERT INTO investor_directory_entry (${COLUMNS}) SELECT ${COLUMNS} FROM fresh
      ON CONFLICT (id) DO UPDATE SET (${COLUMNS}) = (${EXCLUDED})
      WHERE (${CURRENT}) IS DISTINCT FROM (${EXCLUDED});
      -- A bulk change (an import, a seed) would otherwise be planned with the statistics of before
      -- it until autovacuum catches up: what autovacuum would do later (10% of the rows changed),
      -- done now.
      IF cardinality(ids) >= 100 AND cardinality(ids) > 0.1 * (
        SELECT greatest(reltuples, 0) FROM pg_class WHERE oid = 'investor_directory_entry'::regclass) THEN
        ANALYZE investor_directory_entry;
      END IF;
    END $$`),
  sql`CREATE FUNCTION investor_directory_rebuild() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM investor_directory_entry;
      PERFORM investor_directory_refresh(ARRAY(SELECT id FROM investor_directory), NULL);
    END $$`,
  sql`CREATE FUNCTION investor_directory_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM investor_directory_rebuild();
      RETURN NULL;
    END $$`,
];

/**
 * Per source table: the entities and invitations whose rows a changed row touches (`r` is the old or
 * the new row), and the columns the view or the sums read (an update changing none refreshes nothing).
 */
const SOURCES: Record<string, { entities: string; invitations?: string; columns: string[] }> = {
  investing_entity: { entities: 'r.id', columns: ['fiduciary_id', 'name', 'type', 'created_on'] },
  invitation: {
    entities: 'r.entity_id',
    invitations: 'r.id',
    columns: [
      'fiduciary_id',
      'entity_id',
      'entity_name',
      'first_name',
      'last_name',
      'email',
      'entity_type',
      'status',
      'decided_on',
      'revoked_on',
      'created_on',
    ],
  },
  membership: { entities: 'r.entity_id', columns: ['entity_id', 'user_id', 'role', 'created_on'] },
  entity_address: {
    entities: 'r.entity_id',
    columns: ['entity_id', 'type', 'city', 'province', 'country'],
  },
  form_response: { entities: 'r.entity_id', columns: ['fiduciary_id', 'entity_id', 'form_id', 'status'] },
  investment: { entities: 'r.entity_id', columns: ['fiduciary_id', 'entity_id', 'status', 'amount'] },
};

const refreshOf = (rows: string, s: { entities: string; invitations?: string }) =>
  `PERFORM investor_directory_refresh(ARRAY(SELECT ${s.entities} FROM ${rows} r),
    ${s.invitations ? `ARRAY(SELECT ${s.invitations} FROM ${rows} r)` : 'NULL'})`;

function triggerFunction(table: string, s: (typeof SOURCES)[string]): string {
  const changed = s.columns.map((c) => `o.${c} IS DISTINCT FROM n.${c}`).join(' OR ');
  return `CREATE FUNCTION investor_directory_on_${table}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'INSERT' THEN
        ${refreshOf('new_rows', s)};
      ELSIF TG_OP = 'DELETE' THEN
        ${refreshOf('old_rows', s)};
      ELSE
        ${refreshOf(
          `(SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed}
            UNION ALL SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE ${changed})`,
          s,
        )};
      END IF;
      RETURN NULL;
    END $$`;
}

/** An e-mail change of a user reaches the rows of the entities the user is a member of. */
const APP_USER_FUNCTION = `CREATE FUNCTION investor_directory_on_app_user() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM investor_directory_refresh(ARRAY(
      SELECT m.entity_id FROM old_rows o JOIN new_rows n ON n.id = o.id JOIN membership m ON m.user_id = n.id
      WHERE o.email IS DISTINCT FROM n.email AND m.entity_id IS NOT NULL), NULL);
    RETURN NULL;
  END $$`;

function triggers(table: string): string[] {
  const fn = `investor_directory_on_${table}()`;
  return [
    `CREATE TRIGGER investor_directory_inserted AFTER INSERT ON ${table}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`,
    `CREATE TRIGGER investor_directory_updated AFTER UPDATE ON ${table}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`,
    `CREATE TRIGGER investor_directory_deleted AFTER DELETE ON ${table}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}`,
    `CREATE TRIGGER investor_directory_truncated AFTER TRUNCATE ON ${table}
      FOR EACH STATEMENT EXECUTE FUNCTION investor_directory_truncated()`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of STATEMENTS) await statement.execute(db);
  for (const [table, source] of Object.entries(SOURCES)) {
    await sql.raw(triggerFunction(table, source)).execute(db);
    for (const trigger of triggers(table)) await sql.raw(trigger).execute(db);
  }
  await sql.raw(APP_USER_FUNCTION).execute(db);
  await sql`CREATE TRIGGER investor_directory_updated AFTER UPDATE ON app_user
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION investor_directory_on_app_user()`.execute(db);
  // The rows of every tenant as of now.
  await sql`SELECT investor_directory_rebuild()`.execute(db);
  await sql`ANALYZE investor_directory_entry`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS investor_directory_updated ON app_user`.execute(db);
  await sql`DROP FUNCTION IF EXISTS investor_directory_on_app_user()`.execute(db);
  for (const table of Object.keys(SOURCES)) {
    for (const what of ['inserted', 'updated', 'deleted', 'truncated'])
      await sql.raw(`DROP TRIGGER IF EXISTS investor_directory_${what} ON ${table}`).execute(db);
    await sql.raw(`DROP FUNCTION IF EXISTS investor_directory_on_${table}()`).execute(db);
  }
  for (const fn of ['investor_directory_truncated()', 'investor_directory_rebuild()'])
    await sql.raw(`DROP FUNCTION IF EXISTS ${fn}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS investor_directory_refresh(uuid[], uuid[])`.execute(db);
  await sql`DROP TABLE IF EXISTS investor_directory_entry`.execute(db);
}
