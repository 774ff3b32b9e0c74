import { type Kysely, sql } from 'kysely';

/**
 * The cap table (issue 17, ADR 0032): one per company (issuer). Ids inside a cap table are the
 * Open Cap Format ids (text), so an exported package imports back with the same ids.
 * - `cap_tx`: the append-only ledger, in order (`seq`); rows are never updated. The projection tables
 *   below are what the replay of these rows gives, written in the same transaction as each row.
 * - `cap_security`: one row per security, drafts included; issued and ended rows are the ledger's
 *   holdings. Ownership views aggregate it in SQL (cap_security_class_idx, _holder_idx).
 * - `cap_stock_class` and `cap_plan` carry the running totals the reducer keeps (issued, treasury,
 *   outstanding awards, issued from the plan).
 * - `cap_terms`: security terms by type number 1-9, versioned; a security keeps its version.
 * - `cap_action_request`: an editor's request for an action that an admin approves or rejects.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE cap_table (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    fiduciary_id uuid NOT NULL REFERENCES fiduciary (id) ON DELETE CASCADE,
    issuer_id uuid NOT NULL UNIQUE REFERENCES issuer (id) ON DELETE CASCADE,
    rounding_profile text NOT NULL DEFAULT 'DL-DEFAULT',
    counters jsonb NOT NULL DEFAULT '{}'::jsonb,
    tx_seq bigint NOT NULL DEFAULT 0,
    created_on timestamptz NOT NULL DEFAULT now(),
    modified_on timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX cap_table_fiduciary_idx ON cap_table (fiduciary_id)`.execute(db);

  await sql`CREATE TABLE cap_stakeholder (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    id text NOT NULL,
    name text NOT NULL,
    stakeholder_type text NOT NULL CHECK (stakeholder_type IN ('INDIVIDUAL', 'INSTITUTION')),
    email text,
    relationship text,
    user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
    entity_id uuid REFERENCES investing_entity (id) ON DELETE SET NULL,
    details jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, id)
  )`.execute(db);
  await sql`CREATE INDEX cap_stakeholder_name_idx ON cap_stakeholder (cap_table_id, lower(name), id)`.execute(db);
  await sql`CREATE INDEX cap_stakeholder_user_idx ON cap_stakeholder (user_id) WHERE user_id IS NOT NULL`.execute(db);
  await sql`CREATE INDEX cap_stakeholder_entity_idx ON cap_stakeholder (entity_id) WHERE entity_id IS NOT NULL`.execute(
    db,
  );

  await sql`CREATE TABLE cap_terms (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    terms_id text NOT NULL,
    version integer NOT NULL CHECK (version >= 1),
    type smallint NOT NULL CHECK (type BETWEEN 1 AND 9),
    name text NOT NULL,
    body jsonb NOT NULL,
    created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    created_on timestamptz NOT NULL DEFAULT now(),
    deleted_on timestamptz,
    PRIMARY KEY (cap_table_id, terms_id, version)
  )`.execute(db);

  await sql`CREATE TABLE cap_stock_class (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    id text NOT NULL,
    name text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('CS', 'PS')),
    authorized numeric NOT NULL CHECK (authorized >= 0),
    issued numeric NOT NULL DEFAULT 0,
    treasury numeric NOT NULL DEFAULT 0,
    conversion_ratio numeric NOT NULL DEFAULT 1,
    price_per_share numeric,
    votes_per_share numeric NOT NULL DEFAULT 1,
    seniority integer NOT NULL DEFAULT 1,
    terms_id text,
    board_approval_date date,
    details jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, id)
  )`.execute(db);

  await sql`CREATE TABLE cap_plan (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    id text NOT NULL,
    name text NOT NULL,
    class_id text NOT NULL,
    reserved numeric NOT NULL,
    outstanding_awards numeric NOT NULL DEFAULT 0,
    issued_from_plan numeric NOT NULL DEFAULT 0,
    cancellation_behavior text NOT NULL,
    exercise_windows jsonb NOT NULL DEFAULT '{}'::jsonb,
    board_approval_date date,
    details jsonb NOT NULL DEFAULT '{}'::jsonb,
    created_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, id),
    FOREIGN KEY (cap_table_id, class_id) REFERENCES cap_stock_class (cap_table_id, id)
  )`.execute(db);

  await sql`CREATE TABLE cap_security (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    id text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('CS', 'PS', 'WA', 'CN', 'SAFE', 'OP')),
    status text NOT NULL CHECK (status IN ('draft', 'issued', 'ended')),
    stakeholder_id text,
    class_id text,
    plan_id text,
    quantity numeric,
    price numeric,
    terms_id text,
    terms_version integer,
    option_kind text CHECK (option_kind IN ('iso', 'nso', 'iso_nso')),
    issue_date date,
    parent_id text,
    created_by_tx text,
    ended_by_tx text,
    transactions jsonb NOT NULL DEFAULT '[]'::jsonb,
    accepted boolean NOT NULL DEFAULT false,
    vesting_started_on date,
    vesting jsonb,
    details jsonb NOT NULL DEFAULT '{}'::jsonb,
    investment_id uuid REFERENCES investment (id) ON DELETE SET NULL,
    certificate_file_id uuid REFERENCES stored_file (id) ON DELETE SET NULL,
    created_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    created_on timestamptz NOT NULL DEFAULT now(),
    modified_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, id),
    FOREIGN KEY (cap_table_id, stakeholder_id) REFERENCES cap_stakeholder (cap_table_id, id)
  )`.execute(db);
  await sql`CREATE INDEX cap_security_list_idx ON cap_security (cap_table_id, status, kind, id)`.execute(db);
  await sql`CREATE INDEX cap_security_class_idx ON cap_security (cap_table_id, class_id, kind)
    INCLUDE (quantity) WHERE status = 'issued'`.execute(db);
  await sql`CREATE INDEX cap_security_holder_idx ON cap_security (cap_table_id, stakeholder_id, kind)
    INCLUDE (quantity, class_id) WHERE status = 'issued'`.execute(db);
  await sql`CREATE INDEX cap_security_plan_idx ON cap_security (cap_table_id, plan_id) WHERE plan_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX cap_security_investment_idx ON cap_security (investment_id)
    WHERE investment_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE cap_tx (
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    seq bigint NOT NULL,
    id text NOT NULL,
    type text NOT NULL,
    date date NOT NULL,
    security_id text,
    body jsonb NOT NULL,
    actor_user_id uuid REFERENCES app_user (id) ON DELETE SET NULL,
    created_on timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (cap_table_id, seq),
    UNIQUE (cap_table_id, id)
  )`.execute(db);
  await sql`CREATE INDEX cap_tx_security_idx ON cap_tx (cap_table_id, security_id, seq)`.execute(db);
  await sql`CREATE INDEX cap_tx_type_idx ON cap_tx (cap_table_id, type, date, seq)`.execute(db);
  // Append-only: a ledger row is never rewritten (deleting the whole cap table still cascades).
  await sql`CREATE FUNCTION cap_tx_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'cap_tx rows are append-only'; END $$`.execute(db);
  await sql`CREATE TRIGGER cap_tx_no_update BEFORE UPDATE ON cap_tx
    FOR EACH ROW EXECUTE FUNCTION cap_tx_append_only()`.execute(db);

  await sql`CREATE TABLE cap_action_request (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    cap_table_id uuid NOT NULL REFERENCES cap_table (id) ON DELETE CASCADE,
    security_id text NOT NULL,
    action text NOT NULL,
    body jsonb NOT NULL DEFAULT '{}'::jsonb,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    reason text,
    requested_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    requested_on timestamptz NOT NULL DEFAULT now(),
    decided_by uuid REFERENCES app_user (id) ON DELETE SET NULL,
    decided_on timestamptz,
    FOREIGN KEY (cap_table_id, security_id) REFERENCES cap_security (cap_table_id, id) ON DELETE CASCADE
  )`.execute(db);
  await sql`CREATE INDEX cap_action_request_list_idx ON cap_action_request (cap_table_id, status, requested_on DESC)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'cap_action_request',
    'cap_tx',
    'cap_security',
    'cap_plan',
    'cap_stock_class',
    'cap_terms',
    'cap_stakeholder',
    'cap_table',
  ])
    await sql.raw(`DROP TABLE IF EXISTS ${t}`).execute(db);
  await sql`DROP FUNCTION IF EXISTS cap_tx_append_only()`.execute(db);
}
