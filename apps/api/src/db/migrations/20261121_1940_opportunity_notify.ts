import { type Kysely, sql } from 'kysely';

/** Tables whose rows show in the Discover list's shared page (ADR 0015). */
const TABLES = ['opportunity', 'issuer', 'opportunity_tag', 'opportunity_access'] as const;

/**
 * Every change to a table the list's cached pages are read from tells the API processes which
 * fiduciary's pages to drop (platform/page-cache.ts, ADR 0015): one
 * `pg_notify('opportunity_changed', fiduciary_id)` per statement and fiduciary touched (statement
 * triggers with transition tables, so a bulk change costs one notification per tenant, not per
 * row), delivered when the transaction commits; a TRUNCATE sends '*' (drop everything).
 * Notifications with the same payload in one transaction are delivered once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION opportunity_notify_new() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('opportunity_changed', f::text) FROM (SELECT DISTINCT fiduciary_id AS f FROM new_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION opportunity_notify_old() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('opportunity_changed', f::text) FROM (SELECT DISTINCT fiduciary_id AS f FROM old_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION opportunity_notify_both() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('opportunity_changed', f::text)
        FROM (SELECT fiduciary_id AS f FROM old_rows UNION SELECT fiduciary_id FROM new_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION opportunity_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('opportunity_changed', '*');
      RETURN NULL;
    END $$`.execute(db);
  for (const table of TABLES) {
    const t = sql.table(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_inserted`)} AFTER INSERT ON ${t}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_notify_new()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_updated`)} AFTER UPDATE ON ${t}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION opportunity_notify_both()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_deleted`)} AFTER DELETE ON ${t}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION opportunity_notify_old()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_truncated`)} AFTER TRUNCATE ON ${t}
      FOR EACH STATEMENT EXECUTE FUNCTION opportunity_notify_all()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    for (const what of ['inserted', 'updated', 'deleted', 'truncated'])
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_${what}`)} ON ${sql.table(table)}`.execute(db);
  }
  for (const fn of ['new', 'old', 'both', 'all'])
    await sql`DROP FUNCTION IF EXISTS ${sql.raw(`opportunity_notify_${fn}`)}()`.execute(db);
}
