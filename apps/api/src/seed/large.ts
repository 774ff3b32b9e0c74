import { sql } from 'kysely';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import type { Db, Trx } from '../db/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import { DEMO_FIDUCIARY, DEMO_PASSWORD } from './demo-values.ts';

/** Volume data for benchmarks and paging checks, added to the demo fiduciary. */
const LARGE_OPPORTUNITIES = 100_000;
const LARGE_INVESTORS = 10_000;
/** Investor n (1-based) logs in as investor-0000n@large.demo.test with the demo password. */
export const LARGE_INVESTOR_DOMAIN = 'large.demo.test';

const words = (text: string) => text.trim().split(/\s+/);

const ISSUER_PREFIXES = words(`Acadia Beacon Cedar Driftwood Ember Fjord Granite Harborview Ironclad Juniper Keystone
  Larkspur Meridian Nimbus Orchard Pinnacle Quarry Redwood Summit Tidewater Upland Vantage Willow Yarrow Zephyr`);
/** Issuer suffix | market | stage | sector. */
const ISSUER_KINDS = [
  'Robotics|Industrials|Series A|Automation',
  'Energy|Energy|Seed|Renewables',
  'Health|Healthcare|Series B|Diagnostics',
  'Capital|Financials|Series C|Fintech',
  'Biotech|Healthcare|Series A|Therapeutics',
  'Logistics|Industrials|Growth|Supply chain',
  'Software|Technology|Series B|Enterprise SaaS',
  'Foods|Consumer|Seed|Food and beverage',
  'Mobility|Industrials|Series A|Electric vehicles',
  'Realty|Real Estate|Growth|Multifamily',
].map((k) => k.split('|'));
const CITIES = words('Pittsburgh|PA Austin|TX Boston|MA Denver|CO Seattle|WA Chicago|IL Atlanta|GA Raleigh|NC').map(
  (c) => c.split('|'),
);
/** Round label | structure | kind. */
const ROUNDS = [
  'Seed|GENERAL|PRIMARY',
  'Series A|GENERAL|PRIMARY',
  'Series B|GENERAL|PRIMARY',
  'Series C|GENERAL|PRIMARY',
  'Bridge Notes|GENERAL|PRIMARY',
  'SAFE Round|GENERAL|PRIMARY',
  'Co-Invest SPV|SPV|PRIMARY',
  'Access SPV|SPV|PRIMARY',
  'Growth Fund|FUND|PRIMARY',
  'Venture Debt|GENERAL|PRIMARY',
  'Employee Tender|GENERAL|SECONDARY',
  'Secondary SPV|SPV|SECONDARY',
].map((r) => r.split('|'));
const SHORT_DESCRIPTIONS = [
  'Expansion into two new regional markets',
  'Scaling manufacturing for signed contracts',
  'Product launch and first sales hires',
  'Working capital for a growing order book',
  'Acquisition of a smaller competitor',
  'Clinical milestones through the next readout',
  'Infrastructure build-out with an anchor customer',
  'Partial liquidity for early investors',
  'Follow-on alongside the lead investor',
  'International distribution partnerships',
];
const MINIMUMS = [1_000, 2_500, 5_000, 10_000, 25_000, 50_000, 100_000, 250_000];
const FIRST_NAMES = words(`Alex Blake Camila Devon Elena Farah Gabriel Hana Isaac Jada Kenji Lena Marcus Nadia Omar
  Priya Quentin Rosa Samir Tessa Uma Victor Wen Yusuf`);
const LAST_NAMES = words(`Anderson Bauer Chen Diaz Edwards Fischer Garcia Hughes Ibrahim Jensen Kim Lopez Morgan
  Nguyen Okafor Patel Quinn Rossi Silva Tanaka Usman Varga Walsh Young`);

const ISSUER_COUNT = ISSUER_PREFIXES.length * ISSUER_KINDS.length;
const column = (rows: string[][], n: number) => rows.map((r) => r[n] as string);
const textArray = (values: readonly string[]) => sql`${values}::text[]`;

export interface LargeSeedResult {
  created: boolean;
  opportunities: number;
  investors: number;
}

/**
 * Adds LARGE_OPPORTUNITIES published opportunities (over 250 issuers, created over three years
 * before the demo rows) and LARGE_INVESTORS investors to the demo fiduciary, in set-based
 * statements inside one transaction. Idempotent: the large issuers are the marker, so a second run
 * adds nothing. Requires the demo fiduciary (seedDemo) to exist.
 */
export async function seedLarge(db: Db): Promise<LargeSeedResult> {
  const fid = await db.selectFrom('fiduciary').select('id').where('slug', '=', DEMO_FIDUCIARY.slug).executeTakeFirst();
  if (!fid) throw new Error('The demo fiduciary is missing: run the demo seed first.');
  const marker = await db
    .selectFrom('issuer')
    .select('id')
    .where('fiduciary_id', '=', fid.id)
    .where(sql<boolean>`details @> '{"seed": "large"}'`)
    .executeTakeFirst();
  if (marker) {
    await seedLargeTagsAndPreferences(db, fid.id);
    return { created: false, opportunities: 0, investors: 0 };
  }

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const counts = await db.transaction().execute(async (trx) => {
    // A fixed seed: every run of the large seed produces the same values.
    await sql`SELECT setseed(0.2026)`.execute(trx);
    await insertIssuers(trx, fid.id);
    const opportunities = await insertOpportunities(trx, fid.id);
    const investors = await insertInvestors(trx, fid.id, passwordHash);
    return { opportunities, investors };
  });
  await seedLargeTagsAndPreferences(db, fid.id);
  // Fresh statistics for the planner, and a visibility map so that index-only scans stay index-only.
  await sql`VACUUM (ANALYZE) opportunity, issuer, app_user, investing_entity, membership`.execute(db);
  return { created: true, ...counts };
}

async function insertIssuers(trx: Trx, fiduciaryId: string): Promise<void> {
  const prefixes = ISSUER_PREFIXES.length;
  await sql`
    INSERT INTO issuer (fiduciary_id, name, stage, market, details, created_on)
    SELECT ${fiduciaryId}, p.prefix || ' ' || k.suffix, k.stage, k.market,
      jsonb_build_object(
        'seed', 'large',
        'structure', CASE WHEN i % 3 = 0 THEN 'LLC' ELSE 'Corporation' END,
        'yearFounded', 2005 + i % 19,
        'sector', k.sector,
        'headquarters', c.city || ', ' || c.province,
        'address', jsonb_build_object('line1', (100 + i) || ' Market Street', 'city', c.city,
          'province', c.province, 'country', 'us', 'postal', (10001 + i * 37)::text)),
      timestamptz '2022-01-03 09:00:00+00' + i * interval '3 days'
    FROM generate_series(0, ${ISSUER_COUNT - 1}) AS i
    JOIN unnest(${textArray(ISSUER_PREFIXES)}) WITH ORDINALITY AS p(prefix, n) ON p.n = 1 + i % ${prefixes}
    JOIN unnest(${textArray(column(ISSUER_KINDS, 0))}, ${textArray(column(ISSUER_KINDS, 1))},
      ${textArray(column(ISSUER_KINDS, 2))}, ${textArray(column(ISSUER_KINDS, 3))})
      WITH ORDINALITY AS k(suffix, market, stage, sector, n) ON k.n = 1 + i / ${prefixes}
    JOIN unnest(${textArray(column(CITIES, 0))}, ${textArray(column(CITIES, 1))})
      WITH ORDINALITY AS c(city, province, n) ON c.n = 1 + i % ${CITIES.length}
  `.execute(trx);
}

async function insertOpportunities(trx: Trx, fiduciaryId: string): Promise<number> {
  // Neighbours in time differ in issuer (97 is prime to the 250 issuers) and round, and each issuer
  // gets every round over the years. Sizes from 0.5M to 100M in 100k steps, skewed small;
  // valuations 3-10x the raise.
  const result = await sql`
    WITH iss AS (
      SELECT id, name, market, stage, (row_number() OVER (ORDER BY name) - 1)::int AS n
      FROM issuer WHERE fiduciary_id = ${fiduciaryId} AND details @> '{"seed": "large"}'
    ), rounds AS (
      SELECT * FROM unnest(${textArray(column(ROUNDS, 0))}, ${textArray(column(ROUNDS, 1))},
        ${textArray(column(ROUNDS, 2))}) WITH ORDINALITY AS r(label, type, kind, n)
    ), g AS (
      SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4,
        timestamptz '2023-10-01 00:00:00+00' + (g + random()) * interval '946 seconds' AS created_on
      FROM generate_series(0, ${LARGE_OPPORTUNITIES - 1}) AS g
    ), v AS (
      SELECT g.*, ((5 + floor(r1 * r1 * 995)) * 100000)::numeric AS size, (created_on + interval '7 days')::date AS start_date
      FROM g
    )
    INSERT INTO opportunity (fiduciary_id, issuer_id, name, short_desc, opportunity_type, type, status,
      size, minimum, pre, post, start_date, end_date, details, created_on, modified_on)
    SELECT ${fiduciaryId}, iss.id,
      left(iss.name || ' ' || rounds.label || ' ' || extract(year FROM v.created_on), 50),
      (${textArray(SHORT_DESCRIPTIONS)})[1 + (v.g * 7 + v.g / 11) % ${SHORT_DESCRIPTIONS.length}],
      rounds.kind, rounds.type, 'Published',
      v.size, (${MINIMUMS}::int[])[1 + floor(v.r2 * ${MINIMUMS.length})::int],
      v.size * (3 + floor(v.r3 * 8)), v.size * (4 + floor(v.r3 * 8)),
      v.start_date, v.start_date + (60 + floor(v.r4 * 120))::int,
      jsonb_build_object('market', iss.market, 'stage', iss.stage),
      v.created_on, v.created_on
    FROM v
    JOIN iss ON iss.n = (v.g * 97) % ${ISSUER_COUNT}
    JOIN rounds ON rounds.n = 1 + (v.g * 5 + (v.g / ${ISSUER_COUNT}) * 3) % ${ROUNDS.length}
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

async function insertInvestors(trx: Trx, fiduciaryId: string, passwordHash: string): Promise<number> {
  const result = await sql`
    WITH people AS (
      SELECT g, lpad(g::text, 5, '0') AS num,
        (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] AS first_name,
        (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] AS last_name
      FROM generate_series(1, ${LARGE_INVESTORS}) AS g
    ), u AS (
      INSERT INTO app_user (email, password_hash, first_name, last_name, trellis_uid, profile_details)
      SELECT 'investor-' || num || '@' || ${LARGE_INVESTOR_DOMAIN}, ${passwordHash}, first_name, last_name,
        'USR-L' || num, '{}'::jsonb
      FROM people
      RETURNING id, trellis_uid
    ), e AS (
      INSERT INTO investing_entity (fiduciary_id, trellis_uid, name, type)
      SELECT ${fiduciaryId}, 'ENT-L' || num, first_name || ' ' || last_name, 'INDIVIDUAL'
      FROM people
      RETURNING id, trellis_uid
    )
    INSERT INTO membership (fiduciary_id, user_id, role, entity_id)
    SELECT ${fiduciaryId}, u.id, ${INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR}, e.id
    FROM u JOIN e ON substr(u.trellis_uid, 6) = substr(e.trellis_uid, 6)
  `.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** The demo investor whose favorites the large data carries (the bench logs in as this user). */
const LARGE_PREFERENCES_USER = 'investor@demo.test';

/**
 * Tags on every large opportunity (its issuer's market, and 'Impact' on every third) and the demo
 * investor's favorites: every 40th large opportunity saved (2,500), every 101st dismissed (about
 * 1,000). A step of its own, idempotent (tags on large opportunities are its marker), so data made
 * before it existed gains it on the next seed run.
 */
async function seedLargeTagsAndPreferences(db: Db, fiduciaryId: string): Promise<void> {
  const done = await db
    .selectFrom('opportunity_tag as t')
    .innerJoin('opportunity as o', 'o.id', 't.opportunity_id')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .select('t.tag')
    .where('t.fiduciary_id', '=', fiduciaryId)
    .where(sql<boolean>`i.details @> '{"seed": "large"}'`)
    .limit(1)
    .executeTakeFirst();
  if (done) return;
  await db.transaction().execute(async (trx) => {
    await sql`
      WITH large AS (
        SELECT o.id, i.market, row_number() OVER (ORDER BY o.created_on, o.id) AS n
        FROM opportunity o JOIN issuer i ON i.id = o.issuer_id
        WHERE o.fiduciary_id = ${fiduciaryId} AND i.details @> '{"seed": "large"}'
      )
      INSERT INTO opportunity_tag (opportunity_id, fiduciary_id, tag)
      SELECT id, ${fiduciaryId}::uuid, market FROM large WHERE market IS NOT NULL
      UNION ALL
      SELECT id, ${fiduciaryId}::uuid, 'Impact' FROM large WHERE n % 3 = 0
    `.execute(trx);
    await sql`
      WITH large AS (
        SELECT o.id, row_number() OVER (ORDER BY o.created_on, o.id) AS n
        FROM opportunity o JOIN issuer i ON i.id = o.issuer_id
        WHERE o.fiduciary_id = ${fiduciaryId} AND i.details @> '{"seed": "large"}'
      ), who AS (SELECT id FROM app_user WHERE email = ${LARGE_PREFERENCES_USER})
      INSERT INTO opportunity_preference (user_id, opportunity_id, fiduciary_id, favorite)
      SELECT who.id, large.id, ${fiduciaryId}::uuid, CASE WHEN large.n % 40 = 0 THEN 1 ELSE -1 END
      FROM large, who
      WHERE large.n % 40 = 0 OR large.n % 101 = 0
    `.execute(trx);
  });
  await sql`VACUUM (ANALYZE) opportunity_tag, opportunity_preference`.execute(db);
}

/** The bench's portfolio investor: one entity holding LARGE_PORTFOLIO_POSITIONS investments. */
export const LARGE_PORTFOLIO_INVESTOR = `portfolio-investor@${LARGE_INVESTOR_DOMAIN}`;
const LARGE_PORTFOLIO_POSITIONS = 5_000;

/**
 * One investor with LARGE_PORTFOLIO_POSITIONS investments (issue 5 bench), each in an opportunity of
 * its own (closed deals of the large issuers' kinds): four in five executed, the rest spread over the
 * deal-flow states; executed ones carry twelve monthly valuation marks and an initial payment.
 * Idempotent (the investor is the marker). Requires the demo fiduciary.
 */
export async function seedLargePortfolio(db: Db): Promise<boolean> {
  const fid = await db.selectFrom('fiduciary').select('id').where('slug', '=', DEMO_FIDUCIARY.slug).executeTakeFirst();
  if (!fid) throw new Error('The demo fiduciary is missing: run the demo seed first.');
  const existing = await db
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', LARGE_PORTFOLIO_INVESTOR)
    .executeTakeFirst();
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const n = LARGE_PORTFOLIO_POSITIONS;
  await db.transaction().execute(async (trx) => {
    await sql`SELECT setseed(0.2027)`.execute(trx);
    await sql`
      WITH u AS (
        INSERT INTO app_user (email, password_hash, first_name, last_name, trellis_uid, profile_details)
        VALUES (${LARGE_PORTFOLIO_INVESTOR}, ${passwordHash}, 'Parker', 'Holdings', 'USR-LPORTFOLIO', '{}'::jsonb)
        RETURNING id
      ), e AS (
        INSERT INTO investing_entity (fiduciary_id, trellis_uid, name, type)
        VALUES (${fid.id}, 'ENT-LPORTFOLIO', 'Parker Holdings LLC', 'ENTITY') RETURNING id
      )
      INSERT INTO membership (fiduciary_id, user_id, role, entity_id)
      SELECT ${fid.id}, u.id, ${INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR}, e.id FROM u, e
    `.execute(trx);
    const kinds = ISSUER_KINDS.length;
    await sql`
      WITH iss AS (
        INSERT INTO issuer (fiduciary_id, name, stage, market, details)
        SELECT ${fid.id}, 'Portfolio ' || k.suffix || ' ' || k.n, k.stage, k.market,
          jsonb_build_object('seed', 'portfolio', 'sector', k.sector)
        FROM unnest(${textArray(column(ISSUER_KINDS, 0))}, ${textArray(column(ISSUER_KINDS, 1))},
          ${textArray(column(ISSUER_KINDS, 2))}, ${textArray(column(ISSUER_KINDS, 3))})
          WITH ORDINALITY AS k(suffix, market, stage, sector, n)
        RETURNING id, (regexp_match(name, '(\\d+)$'))[1]::int AS n
      )
      INSERT INTO opportunity (fiduciary_id, issuer_id, name, short_desc, opportunity_type, type, status,
        size, minimum, details, created_on, modified_on)
      SELECT ${fid.id}, iss.id, 'Portfolio Deal ' || lpad(g::text, 5, '0'), 'Closed deal of the bench portfolio',
        CASE WHEN g % 10 = 0 THEN 'SECONDARY' ELSE 'PRIMARY' END,
        (ARRAY['GENERAL', 'FUND', 'SPV'])[1 + g % 3], 'Closed', 5000000, 10000, '{}'::jsonb,
        now() - (g * interval '100 minutes'), now() - (g * interval '100 minutes')
      FROM generate_series(1, ${n}) AS g JOIN iss ON iss.n = 1 + g % ${kinds}
    `.execute(trx);
    await sql`
      WITH who AS (
        SELECT m.user_id, m.entity_id FROM membership m JOIN app_user u ON u.id = m.user_id
        WHERE u.email = ${LARGE_PORTFOLIO_INVESTOR}
      ), o AS (
        SELECT id, created_on, row_number() OVER (ORDER BY name) AS g FROM opportunity
        WHERE fiduciary_id = ${fid.id} AND name LIKE 'Portfolio Deal %'
      )
      INSERT INTO investment (fiduciary_id, opportunity_id, entity_id, user_id, status, amount, payment_status,
        nda_signed_date, deal_signed_date, counter_signed_deal_date, executed_on, payments_received,
        payments_acknowledged, created_on, modified_on)
      SELECT ${fid.id}, o.id, who.entity_id, who.user_id, s.status, (10000 * (1 + floor(random() * 50)))::numeric,
        CASE WHEN s.status = 'DEAL_EXECUTED' THEN 'CONFIRMED' ELSE 'PENDING' END,
        o.created_on, o.created_on + interval '2 days',
        CASE WHEN s.status = 'DEAL_EXECUTED' THEN o.created_on + interval '4 days' END,
        CASE WHEN s.status = 'DEAL_EXECUTED' THEN o.created_on + interval '5 days' END,
        CASE WHEN s.status = 'DEAL_EXECUTED' THEN o.created_on + interval '6 days' END,
        CASE WHEN s.status = 'DEAL_EXECUTED' THEN o.created_on + interval '7 days' END,
        o.created_on, o.created_on
      FROM o CROSS JOIN who
      CROSS JOIN LATERAL (SELECT CASE WHEN o.g % 5 = 0
        THEN (ARRAY['IOI_SENT', 'DEAL_PENDING_REVIEW', 'DEAL_SIGNED', 'DEAL_DECLINED'])[1 + (o.g / 5) % 4]
        ELSE 'DEAL_EXECUTED' END AS status) s
    `.execute(trx);
    await sql`
      INSERT INTO valuation_mark (fiduciary_id, opportunity_id, as_of, multiple)
      SELECT ${fid.id}, i.opportunity_id, (date_trunc('month', now()) - m * interval '1 month')::date,
        round((0.7 + random() * 0.9)::numeric, 4)
      FROM investment i JOIN investing_entity e ON e.id = i.entity_id
      CROSS JOIN generate_series(0, 11) AS m
      WHERE e.trellis_uid = 'ENT-LPORTFOLIO' AND i.status = 'DEAL_EXECUTED'
    `.execute(trx);
    await sql`
      INSERT INTO payment (fiduciary_id, investment_id, amount, status, sent_on, acknowledged_on, created_on)
      SELECT i.fiduciary_id, i.id, i.amount, 'CONFIRMED', i.payments_received, i.payments_acknowledged, i.executed_on
      FROM investment i JOIN investing_entity e ON e.id = i.entity_id
      WHERE e.trellis_uid = 'ENT-LPORTFOLIO' AND i.status = 'DEAL_EXECUTED'
    `.execute(trx);
  });
  await sql`VACUUM (ANALYZE) investment, opportunity, issuer, valuation_mark, payment`.execute(db);
  return true;
}
