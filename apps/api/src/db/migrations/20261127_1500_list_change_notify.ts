import { type Kysely, sql } from 'kysely';

/** Per table, the channel its statements notify (platform/page-cache.ts CHANGE_CHANNELS). */
const TABLES = [
  // The investors list reads only the directory rows, which the directory's own triggers keep.
  ['investor_directory_entry', 'investor_directory_changed'],
  // The deals list: the investment and its entity's name (opportunity and issuer rows already
  // notify `opportunity_changed`, migration 20261121_1940).
  ['investment', 'investment_changed'],
  ['investing_entity', 'investment_changed'],
] as const;

const WHAT = ['inserted', 'updated', 'deleted', 'truncated'] as const;

/**
 * The fund-admin investors and deals lists' pages are kept per API process and dropped on a change
 * (ADR 0028), like the Discover list's (ADR 0015): each statement on a table they read sends
 * `pg_notify(channel, fiduciary_id)` once per fiduciary it touched, at commit; a TRUNCATE sends '*'.
 * One set of functions serves every channel (the trigger's first argument).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE FUNCTION fiduciary_notify_new() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], f::text) FROM (SELECT DISTINCT fiduciary_id AS f FROM new_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION fiduciary_notify_old() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], f::text) FROM (SELECT DISTINCT fiduciary_id AS f FROM old_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION fiduciary_notify_both() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], f::text)
        FROM (SELECT fiduciary_id AS f FROM old_rows UNION SELECT fiduciary_id FROM new_rows) s;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE FUNCTION fiduciary_notify_all() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], '*');
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, channel] of TABLES) {
    const t = sql.table(table);
    const name = (what: (typeof WHAT)[number]) => sql.raw(`${table}_notify_${what}`);
    const arg = sql.raw(`'${channel}'`);
    await sql`CREATE TRIGGER ${name('inserted')} AFTER INSERT ON ${t} REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_new(${arg})`.execute(db);
    await sql`CREATE TRIGGER ${name('updated')} AFTER UPDATE ON ${t}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_both(${arg})`.execute(db);
    await sql`CREATE TRIGGER ${name('deleted')} AFTER DELETE ON ${t} REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_old(${arg})`.execute(db);
    await sql`CREATE TRIGGER ${name('truncated')} AFTER TRUNCATE ON ${t}
      FOR EACH STATEMENT EXECUTE FUNCTION fiduciary_notify_all(${arg})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of TABLES) {
    for (const what of WHAT)
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_notify_${what}`)} ON ${sql.table(table)}`.execute(db);
  }
  for (const fn of ['new', 'old', 'both', 'all'])
    await sql`DROP FUNCTION IF EXISTS ${sql.raw(`fiduciary_notify_${fn}`)}()`.execute(db);
}
