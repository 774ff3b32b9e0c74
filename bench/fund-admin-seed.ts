import { FORM_IDS, FORM_TEMPLATES, INVESTOR_FIDUCIARY_ROLES, ROUNDING_RULE } from '@dl/domain';
import { sql } from 'kysely';
import type { Db, Trx } from '../apps/api/src/db/database.ts';
import { publish } from '../apps/api/src/modules/forms/index.ts';
import { hashPassword } from '../apps/api/src/platform/passwords.ts';
import { DEMO_FIDUCIARY, DEMO_PASSWORD } from '../apps/api/src/seed/demo-values.ts';

/**
 * The fund-admin bench's data (issue 15 benchmark), added to the demo fiduciary: `investors` people
 * (one in ten invited and not registered yet; the others users with an investing entity, most of them
 * invited, in every invitation status and KYC state, with a city address), `investments` investments
 * over BENCH_OPPORTUNITIES opportunities and every status, and an earlier capital call on each
 * opportunity but the call opportunity. The call opportunity holds `callInvestors` executed
 * investments and no call yet: the bench calls capital on it through the API.
 *
 * Set-based: one temporary table of the people, then one INSERT ... SELECT per table, in one transaction.
 */
export interface FundAdminSizes {
  investors: number;
  investments: number;
  callInvestors: number;
}

/** The call opportunity first (n = 0), then the others. */
export const BENCH_OPPORTUNITIES = 40;
export const CALL_OPPORTUNITY_NAME = 'Bench Capital Call Fund';
/** The bench's investor n logs in as fa-investor-00000n@fund-admin.bench.test with the demo password. */
const DOMAIN = 'fund-admin.bench.test';
const INVITED_BY = 'fid-admin@demo.test';

const words = (text: string) => text.trim().split(/\s+/);
const FIRST_NAMES = words(`Alex Blake Camila Devon Elena Farah Gabriel Hana Isaac Jada Kenji Lena Marcus Nadia Omar
  Priya Quentin Rosa Samir Tessa Uma Victor Wen Yusuf`);
const LAST_NAMES = words(`Anderson Bauer Chen Diaz Edwards Fischer Garcia Hughes Ibrahim Jensen Kim Lopez Morgan
  Nguyen Okafor Patel Quinn Rossi Silva Tanaka Usman Varga Walsh Young`);
const ENTITY_SUFFIXES = ['Family Office LLC', 'Capital Partners LP', 'Holdings Inc', 'Family Trust'];
/** City | state | country: places the dashboard's gazetteer knows. */
const CITIES = [
  'New York|NY|us',
  'Los Angeles|CA|us',
  'Chicago|IL|us',
  'Houston|TX|us',
  'Phoenix|AZ|us',
  'Philadelphia|PA|us',
  'San Diego|CA|us',
  'Dallas|TX|us',
  'Austin|TX|us',
  'San Francisco|CA|us',
  'Seattle|WA|us',
  'Denver|CO|us',
  'Boston|MA|us',
  'Miami|FL|us',
  'Atlanta|GA|us',
  'Nashville|TN|us',
  'Portland|OR|us',
  'Minneapolis|MN|us',
  'Pittsburgh|PA|us',
  'Charlotte|NC|us',
  'Salt Lake City|UT|us',
  'Toronto|ON|ca',
  'Vancouver|BC|ca',
  'Montreal|QC|ca',
  'London||gb',
  'Zurich||ch',
  'Singapore||sg',
  'Sydney|NSW|au',
].map((c) => c.split('|') as [string, string, string]);
/** Investment statuses by weight (20 slots): executed nine in twenty, every other status present. */
const STATUS_SLOTS = [
  'CREATED',
  'IOI_SENT',
  'IOI_SENT',
  'DEAL_SIGN_IN_PROCESS',
  'DEAL_PENDING_REVIEW',
  'DEAL_PENDING_REVIEW',
  'DEAL_APPROVED',
  'DEAL_SIGNED',
  'DEAL_SIGNED',
  ...Array<string>(9).fill('DEAL_EXECUTED'),
  'DEAL_DECLINED',
  'DEAL_DECLINED',
];

const textArray = (values: readonly string[]) => sql`${values}::text[]`;

/** People with an investing entity: every one but each tenth (invited, not registered). */
export const registeredCount = (investors: number) => investors - Math.floor(investors / 10);

/** Why these sizes cannot be seeded (empty when they can). */
export function sizeProblems(s: FundAdminSizes): string[] {
  const entities = registeredCount(s.investors);
  const problems: string[] = [];
  for (const [name, value] of Object.entries(s))
    if (!Number.isInteger(value) || value < 1) problems.push(`${name} should be a positive integer`);
  if (s.callInvestors > entities)
    problems.push(`call-investors (${s.callInvestors}) exceeds the registered investors (${entities})`);
  if (s.callInvestors > s.investments) problems.push('call-investors exceeds investments');
  // One live investment per entity and opportunity: the other opportunities hold at most this many.
  if (s.investments - s.callInvestors > entities * (BENCH_OPPORTUNITIES - 1))
    problems.push(`investments exceed ${entities * (BENCH_OPPORTUNITIES - 1)} (one per investor and opportunity)`);
  return problems;
}

/** Seeds the data unless present (the call opportunity is the marker); answers whether it did. */
export async function seedFundAdmin(db: Db, sizes: FundAdminSizes): Promise<boolean> {
  const problems = sizeProblems(sizes);
  if (problems.length) throw new Error(problems.join('; '));
  const fid = await db.selectFrom('fiduciary').select('id').where('slug', '=', DEMO_FIDUCIARY.slug).executeTakeFirst();
  if (!fid) throw new Error('The demo fiduciary is missing: run the demo seed first.');
  const marker = await db
    .selectFrom('opportunity')
    .select('id')
    .where('fiduciary_id', '=', fid.id)
    .where('name', '=', CALL_OPPORTUNITY_NAME)
    .executeTakeFirst();
  if (marker) return false;
  const admin = await db.selectFrom('app_user').select('id').where('email', '=', INVITED_BY).executeTakeFirstOrThrow();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction().execute(async (trx) => {
    const versions = {
      individual: await publish(trx, FORM_IDS.KYC_INDIVIDUAL, FORM_TEMPLATES[FORM_IDS.KYC_INDIVIDUAL]),
      entity: await publish(trx, FORM_IDS.KYC_ENTITY, FORM_TEMPLATES[FORM_IDS.KYC_ENTITY]),
    };
    const ctx = { trx, fiduciaryId: fid.id, adminId: admin.id };
    await createPeople(trx, sizes.investors);
    await insertPeople(ctx, passwordHash, versions);
    await insertOpportunities(ctx);
    await insertInvestments(ctx, sizes);
    await insertEarlierCalls(ctx);
  });
  await sql`VACUUM (ANALYZE) app_user, investing_entity, membership, invitation, form_response, entity_address,
    opportunity, investment, opportunity_call, capital_call, payment, investor_directory_entry`.execute(db);
  return true;
}

interface SeedContext {
  trx: Trx;
  fiduciaryId: string;
  adminId: string;
}

/**
 * One row per person: g % 10 = 0 invited only (1 Sent or 2 Open, some revoked); g % 10 = 9 registered
 * without an invitation; the others invited and registered, at 3 KYC (half of them revision requested),
 * 4 Form, 5 Approved (three quarters) or 6 Denied. `j` numbers the registered people from 0.
 */
async function createPeople(trx: Trx, investors: number): Promise<void> {
  await sql`
    CREATE TEMP TABLE bench_people ON COMMIT DROP AS
    WITH base AS (
      SELECT g, lpad(g::text, 6, '0') AS num, g % 10 <> 0 AS registered, (g / 10) % 20 AS bucket,
        (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS first_name,
        (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last_name,
        CASE (g / 3) % 10 WHEN 1 THEN 'ENTITY' WHEN 5 THEN 'ENTITY' WHEN 8 THEN 'INDIVIDUAL_FOR_ENTITY'
          ELSE 'INDIVIDUAL' END AS entity_type,
        now() - (${investors} - g + 1) * interval '50 minutes' AS created_on
      FROM generate_series(1, ${investors}) AS g
    ), s AS (
      SELECT base.*,
        CASE WHEN NOT registered THEN CASE WHEN g % 20 = 0 THEN 1 ELSE 2 END
          WHEN g % 10 = 9 THEN NULL
          WHEN bucket < 2 THEN 3 WHEN bucket < 4 THEN 4 WHEN bucket < 19 THEN 5 ELSE 6 END AS status
      FROM base
    )
    SELECT s.*, CASE WHEN registered THEN g - 1 - g / 10 END AS j,
      CASE WHEN registered THEN gen_random_uuid() END AS user_id,
      CASE WHEN registered THEN gen_random_uuid() END AS entity_id,
      status = 3 AND bucket = 1 AS revision,
      NOT registered AND g % 70 = 0 AS revoked,
      CASE WHEN NOT registered THEN NULL WHEN status = 3 THEN 'DRAFT' WHEN status >= 4 THEN 'SUBMITTED'
        WHEN status IS NULL AND bucket % 2 = 0 THEN 'SUBMITTED' END AS response,
      CASE WHEN entity_type = 'INDIVIDUAL' THEN first_name || ' ' || last_name
        ELSE last_name || ' ' || (${textArray(ENTITY_SUFFIXES)})[1 + g % ${ENTITY_SUFFIXES.length}] END AS entity_name
    FROM s
  `.execute(trx);
  await sql`CREATE INDEX ON bench_people (j)`.execute(trx);
  await sql`ANALYZE bench_people`.execute(trx);
}

async function insertPeople(
  { trx, fiduciaryId, adminId }: SeedContext,
  passwordHash: string,
  versions: { individual: number; entity: number },
): Promise<void> {
  await sql`
    INSERT INTO app_user (id, email, password_hash, first_name, last_name, trellis_uid, profile_details,
      created_on, modified_on)
    SELECT user_id, 'fa-investor-' || num || '@' || ${DOMAIN}, ${passwordHash}, first_name, last_name,
      'USR-FA' || num, '{}'::jsonb, created_on + interval '1 day', created_on + interval '1 day'
    FROM bench_people WHERE registered
  `.execute(trx);
  await sql`
    INSERT INTO investing_entity (id, fiduciary_id, trellis_uid, name, type, created_on)
    SELECT entity_id, ${fiduciaryId}, 'ENT-FA' || num, entity_name, entity_type, created_on + interval '1 day'
    FROM bench_people WHERE registered
  `.execute(trx);
  await sql`
    INSERT INTO membership (fiduciary_id, user_id, role, entity_id, created_on)
    SELECT ${fiduciaryId}, user_id, ${INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR}, entity_id, created_on + interval '1 day'
    FROM bench_people WHERE registered
  `.execute(trx);
  await sql`
    INSERT INTO invitation (fiduciary_id, email, first_name, last_name, entity_type, entity_name, status, code_hash,
      expires_on, code_used_on, invited_by, user_id, entity_id, decision_reason, decided_by, decided_on,
      revoked_on, revoked_by, opened_on, registered_on, created_on, modified_on)
    SELECT ${fiduciaryId}, 'fa-' || CASE WHEN registered THEN 'investor' ELSE 'invitee' END || '-' || num || '@' || ${DOMAIN},
      first_name, last_name, entity_type, CASE WHEN entity_type <> 'INDIVIDUAL' THEN entity_name END, status,
      sha256(convert_to('fund-admin-bench-' || num, 'UTF8')),
      CASE WHEN registered THEN created_on + interval '14 days' ELSE now() + interval '7 days' END,
      CASE WHEN registered THEN created_on + interval '1 day' END, ${adminId}, user_id, entity_id,
      CASE WHEN revision THEN 'The passport scan is unreadable: please upload it again.'
        WHEN status = 6 THEN 'The source of funds could not be verified.' END,
      CASE WHEN revision OR status >= 5 THEN ${adminId}::uuid END,
      CASE WHEN revision OR status >= 5 THEN created_on + interval '3 days' END,
      CASE WHEN revoked THEN created_on + interval '2 days' END, CASE WHEN revoked THEN ${adminId}::uuid END,
      CASE WHEN status >= 2 THEN created_on + interval '12 hours' END,
      CASE WHEN registered THEN created_on + interval '1 day' END,
      created_on, created_on + interval '3 days'
    FROM bench_people WHERE status IS NOT NULL
  `.execute(trx);
  await sql`
    INSERT INTO form_response (fiduciary_id, entity_id, form_id, template_version, status, response, submitted_by,
      submitted_on, modified_by, created_on, modified_on)
    SELECT ${fiduciaryId}, entity_id,
      CASE WHEN entity_type = 'INDIVIDUAL' THEN ${FORM_IDS.KYC_INDIVIDUAL} ELSE ${FORM_IDS.KYC_ENTITY} END,
      CASE WHEN entity_type = 'INDIVIDUAL' THEN ${versions.individual}::int ELSE ${versions.entity}::int END,
      response, '{}'::jsonb, CASE WHEN response = 'SUBMITTED' THEN user_id END,
      CASE WHEN response = 'SUBMITTED' THEN created_on + interval '2 days' END, user_id,
      created_on + interval '1 day', created_on + interval '2 days'
    FROM bench_people WHERE response IS NOT NULL
  `.execute(trx);
  // One in twenty registered investors has no address (left off the map); 11 is prime to the 28 cities.
  await sql`
    INSERT INTO entity_address (fiduciary_id, entity_id, type, line1, city, province, postal, country)
    SELECT ${fiduciaryId}, entity_id, CASE WHEN entity_type = 'INDIVIDUAL' THEN 'HOME' ELSE 'OFFICE' END,
      (100 + g % 900) || ' Main Street', c.city, nullif(c.province, ''), lpad(((g * 37) % 100000)::text, 5, '0'), c.country
    FROM bench_people
    JOIN unnest(${textArray(CITIES.map((c) => c[0]))}, ${textArray(CITIES.map((c) => c[1]))},
      ${textArray(CITIES.map((c) => c[2]))}) WITH ORDINALITY AS c(city, province, country, n)
      ON c.n = 1 + (g * 11) % ${CITIES.length}
    WHERE registered AND g % 20 <> 3
  `.execute(trx);
}

/** Four issuers; the call opportunity (n = 0, closed) and BENCH_OPPORTUNITIES - 1 published ones. */
async function insertOpportunities({ trx, fiduciaryId }: SeedContext): Promise<void> {
  await sql`
    WITH iss AS (
      INSERT INTO issuer (fiduciary_id, name, stage, market, details)
      SELECT ${fiduciaryId}, 'Bench ' || k || ' Holdings', 'Growth', 'Industrials',
        jsonb_build_object('seed', 'fund-admin', 'n', k)
      FROM generate_series(0, 3) AS k
      RETURNING id, (details->>'n')::int AS k
    )
    INSERT INTO opportunity (fiduciary_id, issuer_id, name, short_desc, opportunity_type, type, status, size, minimum,
      details, approval_status, created_on, modified_on)
    SELECT ${fiduciaryId}, iss.id,
      CASE WHEN n = 0 THEN ${CALL_OPPORTUNITY_NAME} ELSE 'Bench Opportunity ' || lpad(n::text, 2, '0') END,
      'Fund-admin bench opportunity', CASE WHEN n % 5 = 4 THEN 'SECONDARY' ELSE 'PRIMARY' END,
      (ARRAY['GENERAL', 'FUND', 'SPV'])[1 + n % 3], CASE WHEN n = 0 THEN 'Closed' ELSE 'Published' END,
      500000000, 5000, jsonb_build_object('seed', 'fund-admin', 'n', n), 'APPROVED',
      now() - (400 - n) * interval '1 day', now() - (400 - n) * interval '1 day'
    FROM generate_series(0, ${BENCH_OPPORTUNITIES - 1}) AS n JOIN iss ON iss.k = n % 4
  `.execute(trx);
}

/**
 * Investment k < callInvestors: registered person j = k, executed, in the call opportunity. The
 * others: person j = k' mod E in opportunity 1 + (k' div E + 7 j) mod (O - 1), k' = k - callInvestors,
 * so one person's opportunities differ (at most O - 1 rounds, sizeProblems). Newest last, 5 minutes apart.
 */
async function insertInvestments({ trx, fiduciaryId, adminId }: SeedContext, s: FundAdminSizes): Promise<void> {
  const entities = registeredCount(s.investors);
  const others = BENCH_OPPORTUNITIES - 1;
  await sql`
    WITH o AS (
      SELECT id, (details->>'n')::int AS n FROM opportunity
      WHERE fiduciary_id = ${fiduciaryId} AND details @> '{"seed": "fund-admin"}'
    ), k AS (
      SELECT k, CASE WHEN k < ${s.callInvestors} THEN k ELSE (k - ${s.callInvestors}) % ${entities} END AS j,
        CASE WHEN k < ${s.callInvestors} THEN 0
          ELSE 1 + ((k - ${s.callInvestors}) / ${entities} + 7 * ((k - ${s.callInvestors}) % ${entities})) % ${others}
        END AS n,
        now() - (${s.investments} - k) * interval '5 minutes' AS created_on
      FROM generate_series(0::bigint, ${s.investments - 1}::bigint) AS k
    ), v AS (
      SELECT k.*, CASE WHEN n = 0 THEN 'DEAL_EXECUTED'
        ELSE (${textArray(STATUS_SLOTS)})[(1 + (k * 7919) % ${STATUS_SLOTS.length})::int] END AS status
      FROM k
    )
    INSERT INTO investment (fiduciary_id, opportunity_id, entity_id, user_id, status, amount, nda_signed_date,
      deal_signed_date, approved_on, approved_by, counter_signed_deal_date, executed_on, declined_on, decline_reason,
      created_on, modified_on)
    SELECT ${fiduciaryId}, o.id, p.entity_id, p.user_id, v.status,
      CASE WHEN v.n = 0 THEN (10000 + (v.j * 7919) % 240000 + (v.j % 100) / 100.0)::numeric(20, 2)
        ELSE (1000 * (5 + (v.k * 37) % 200))::numeric(20, 2) END,
      CASE WHEN v.status <> 'CREATED' THEN v.created_on + interval '1 hour' END,
      CASE WHEN v.status IN ('DEAL_PENDING_REVIEW', 'DEAL_APPROVED', 'DEAL_SIGNED', 'DEAL_EXECUTED')
        THEN v.created_on + interval '1 day' END,
      CASE WHEN v.status IN ('DEAL_APPROVED', 'DEAL_SIGNED', 'DEAL_EXECUTED') THEN v.created_on + interval '2 days' END,
      CASE WHEN v.status IN ('DEAL_APPROVED', 'DEAL_SIGNED', 'DEAL_EXECUTED') THEN ${adminId}::uuid END,
      CASE WHEN v.status IN ('DEAL_SIGNED', 'DEAL_EXECUTED') THEN v.created_on + interval '3 days' END,
      CASE WHEN v.status = 'DEAL_EXECUTED' THEN v.created_on + interval '4 days' END,
      CASE WHEN v.status = 'DEAL_DECLINED' THEN v.created_on + interval '1 day' END,
      CASE WHEN v.status = 'DEAL_DECLINED' THEN 'Over the allocation for this round.' END,
      v.created_on, v.created_on
    FROM v JOIN bench_people p ON p.j = v.j JOIN o ON o.n = v.n
  `.execute(trx);
}

/**
 * Call No. 1 of 10% on every bench opportunity but the call opportunity, allocated to its executed
 * investments (their amounts are whole thousands, so 10% is exact to the cent), each with a payment:
 * half acknowledged, a fifth sent with half received, the rest pending. Their notices were never
 * rendered (no document): the dashboard and the lists read the amounts only.
 */
async function insertEarlierCalls({ trx, fiduciaryId, adminId }: SeedContext): Promise<void> {
  await sql`
    INSERT INTO opportunity_call (fiduciary_id, opportunity_id, call_number, basis, percentage, amount, due_date,
      note, rounding_rule, notices_total, created_by, created_on, modified_on)
    SELECT ${fiduciaryId}, i.opportunity_id, 1, 'PERCENTAGE', 10, sum(round(i.amount * 0.1, 2)),
      current_date - 30, 'First call', ${ROUNDING_RULE}, count(*), ${adminId}, now() - interval '60 days',
      now() - interval '60 days'
    FROM investment i JOIN opportunity o ON o.id = i.opportunity_id
    WHERE i.fiduciary_id = ${fiduciaryId} AND i.status = 'DEAL_EXECUTED' AND o.details @> '{"seed": "fund-admin"}'
      AND o.name <> ${CALL_OPPORTUNITY_NAME}
    GROUP BY i.opportunity_id
  `.execute(trx);
  await sql`
    WITH c AS (
      INSERT INTO capital_call (fiduciary_id, investment_id, call_number, amount, due_date, status,
        opportunity_call_id, created_on, modified_on)
      SELECT ${fiduciaryId}, i.id, 1, round(i.amount * 0.1, 2), oc.due_date,
        CASE WHEN hashtext(i.id::text) & 1 = 0 THEN 'COMPLETED' ELSE 'IN_PROGRESS' END, oc.id, oc.created_on,
        oc.created_on
      FROM opportunity_call oc JOIN investment i ON i.opportunity_id = oc.opportunity_id AND i.status = 'DEAL_EXECUTED'
      WHERE oc.fiduciary_id = ${fiduciaryId}
      RETURNING id, investment_id, amount, status, created_on
    )
    INSERT INTO payment (fiduciary_id, investment_id, capital_call_id, amount, status, received_amount, sent_on,
      sent_by, acknowledged_on, acknowledged_by, created_on, modified_on)
    SELECT ${fiduciaryId}, c.investment_id, c.id, c.amount, x.status,
      CASE WHEN x.status = 'CONFIRMED' THEN c.amount WHEN x.status = 'SENT' THEN round(c.amount / 2, 2) ELSE 0 END,
      CASE WHEN x.status <> 'PENDING' THEN c.created_on + interval '1 day' END,
      CASE WHEN x.status <> 'PENDING' THEN ${adminId}::uuid END,
      CASE WHEN x.status = 'CONFIRMED' THEN c.created_on + interval '20 days' END,
      CASE WHEN x.status = 'CONFIRMED' THEN ${adminId}::uuid END,
      c.created_on, c.created_on
    FROM c CROSS JOIN LATERAL (SELECT CASE WHEN c.status = 'COMPLETED' THEN 'CONFIRMED'
      WHEN abs(hashtext(c.investment_id::text) >> 1) % 5 < 2 THEN 'SENT' ELSE 'PENDING' END AS status) x
  `.execute(trx);
}
