import { sql } from 'kysely';
import type { Db } from '../apps/api/src/db/database.ts';

/**
 * The cap-table bench's rows, set-based: `stakeholders` stakeholders and `securities` issued
 * securities (60% common, 20% preferred, 20% options of one plan) in the demo company's cap table
 * (Northwind Robotics), each with its issuance in the ledger, and the running totals the ledger
 * keeps (class issued, plan outstanding awards, the ledger's sequence and id counters). Bench ids
 * carry a B so they never meet the demo's. Answers the milliseconds taken, or 0 when already there.
 */
export async function seedCapTableBench(db: Db, stakeholders: number, securities: number): Promise<number> {
  const issuer = await db
    .selectFrom('issuer')
    .select(['id', 'fiduciary_id'])
    .where('name', '=', 'Northwind Robotics')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cap_table')
    .values({ fiduciary_id: issuer.fiduciary_id, issuer_id: issuer.id })
    .onConflict((oc) => oc.column('issuer_id').doNothing())
    .execute();
  const { id: ct } = await db
    .selectFrom('cap_table')
    .select('id')
    .where('issuer_id', '=', issuer.id)
    .executeTakeFirstOrThrow();
  const have = await sql<{ n: number }>`SELECT count(*)::int AS n FROM cap_security
    WHERE cap_table_id = ${ct} AND id LIKE '%-B%'`.execute(db);
  if ((have.rows[0]?.n ?? 0) >= securities) return 0;
  const started = Date.now();
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO cap_stakeholder (cap_table_id, id, name, stakeholder_type, email)
      SELECT ${ct}, 'BSH-' || g, 'Bench Holder ' || lpad(g::text, 5, '0'),
        CASE WHEN g % 5 = 0 THEN 'INSTITUTION' ELSE 'INDIVIDUAL' END, 'holder' || g || '@bench.test'
      FROM generate_series(1, ${stakeholders}) g`.execute(trx);
    await sql`INSERT INTO cap_stock_class (cap_table_id, id, name, kind, authorized, conversion_ratio,
        price_per_share, board_approval_date)
      VALUES (${ct}, 'BCLS-CS', 'Bench Common', 'CS', 1000000000000, 1, 0.01, '2020-01-02'),
             (${ct}, 'BCLS-PS', 'Bench Series B Preferred', 'PS', 1000000000000, 1, 1.25, '2022-03-01')`.execute(trx);
    await sql`INSERT INTO cap_plan (cap_table_id, id, name, class_id, reserved, cancellation_behavior, board_approval_date)
      VALUES (${ct}, 'BPLN-1', 'Bench Equity Plan', 'BCLS-CS', 1000000000000, 'RETURN_TO_POOL', '2020-01-02')`.execute(
      trx,
    );
    const seq = await sql<{ s: string }>`SELECT tx_seq::text AS s FROM cap_table WHERE id = ${ct} FOR UPDATE`.execute(
      trx,
    );
    const base = Number(seq.rows[0]?.s ?? 0);
    // kind by g % 10: 0-5 common, 6-7 preferred, 8-9 options of the plan.
    await sql`INSERT INTO cap_security (cap_table_id, id, kind, status, stakeholder_id, class_id, plan_id, quantity,
        price, option_kind, issue_date, created_by_tx, transactions, details)
      SELECT ${ct}, k.kind || '-B' || g, k.kind, 'issued', 'BSH-' || (1 + g % ${stakeholders}),
        CASE k.kind WHEN 'PS' THEN 'BCLS-PS' ELSE 'BCLS-CS' END,
        CASE k.kind WHEN 'OP' THEN 'BPLN-1' END,
        100 + g % 1000, CASE k.kind WHEN 'PS' THEN 1.25 ELSE 0.01 END,
        CASE k.kind WHEN 'OP' THEN 'nso' END,
        DATE '2021-01-01' + (g % 1400), 'BTX-' || g, jsonb_build_array('BTX-' || g),
        jsonb_build_object('custom_id', k.kind || '-B' || g, 'security_law_exemptions', '[]'::jsonb)
      FROM generate_series(1, ${securities}) g
      CROSS JOIN LATERAL (SELECT CASE WHEN g % 10 < 6 THEN 'CS' WHEN g % 10 < 8 THEN 'PS' ELSE 'OP' END AS kind) k`.execute(
      trx,
    );
    await sql`INSERT INTO cap_tx (cap_table_id, seq, id, type, date, security_id, body)
      SELECT ${ct}, ${base} + row_number() OVER (ORDER BY s.issue_date, s.id), s.created_by_tx, 'issuance',
        s.issue_date, s.id,
        jsonb_strip_nulls(jsonb_build_object('id', s.created_by_tx, 'date', s.issue_date, 'type', 'issuance',
          'securityId', s.id, 'kind', s.kind, 'stakeholderId', s.stakeholder_id, 'quantity', s.quantity::text,
          'classId', s.class_id, 'planId', s.plan_id, 'price', s.price::text))
      FROM cap_security s WHERE s.cap_table_id = ${ct} AND s.id LIKE '%-B%'`.execute(trx);
    await sql`UPDATE cap_stock_class c SET issued = c.issued + t.q
      FROM (SELECT class_id, sum(quantity) AS q FROM cap_security
            WHERE cap_table_id = ${ct} AND id LIKE '%-B%' AND kind IN ('CS', 'PS') GROUP BY class_id) t
      WHERE c.cap_table_id = ${ct} AND c.id = t.class_id`.execute(trx);
    await sql`UPDATE cap_plan p SET outstanding_awards = t.q
      FROM (SELECT sum(quantity) AS q FROM cap_security WHERE cap_table_id = ${ct} AND plan_id = 'BPLN-1') t
      WHERE p.cap_table_id = ${ct} AND p.id = 'BPLN-1'`.execute(trx);
    await sql`UPDATE cap_table SET tx_seq = tx_seq + ${securities}, modified_on = now() WHERE id = ${ct}`.execute(trx);
  });
  for (const t of ['cap_stakeholder', 'cap_security', 'cap_tx', 'cap_stock_class', 'cap_plan'])
    await sql.raw(`VACUUM ANALYZE ${t}`).execute(db);
  return Date.now() - started;
}
