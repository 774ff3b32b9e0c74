import { type RawBuilder, sql } from 'kysely';
import type { Operation } from '../hostile-input.ts';
import type { TestApp } from '../helpers.ts';
import type { DemoLogin } from '../demo-callers.ts';
import { sampleOf } from './schema-samples.ts';

/**
 * What a fuzzed request needs to get past the guards: an id from the demo data for each path
 * parameter (so the handler runs, not only the 404 of an unknown id) and a caller whose role reaches
 * the operation.
 */

/** The table a path parameter names, by the segment before it or by the parameter's own name. */
const TABLE_OF_SEGMENT: Record<string, string> = {
  QnA: 'qna_item',
  'action-requests': 'cap_action_request',
  'authorized-parties': 'app_user',
  'branding-images': 'branding_image',
  'capital-calls': 'capital_call',
  certificates: 'certificate',
  companies: 'issuer',
  document: 'document',
  documents: 'document',
  entities: 'investing_entity',
  entity: 'investing_entity',
  events: 'event',
  'fiduciary-documents': 'document',
  forms: 'form_template',
  holders: 'cap_stakeholder',
  stakeholders: 'cap_stakeholder',
  investments: 'investment',
  investors: 'investing_entity',
  invitations: 'invitation',
  kyc: 'invitation',
  meetings: 'meeting_request',
  memberships: 'membership',
  'my-entities': 'investing_entity',
  responses: 'investing_entity',
  mydocuments: 'document',
  nda: 'nda',
  opportunities: 'opportunity',
  payments: 'payment',
  plans: 'cap_plan',
  proposals: 'wire_instructions_proposal',
  resources: 'resource',
  securities: 'cap_security',
  'service-requests': 'service_request',
  sessions: 'refresh_token',
  'signed-files': 'stored_file',
  'static-assets': 'stored_file',
  'signing-sessions': 'signing_session',
  'stock-classes': 'cap_stock_class',
  'system-notifications': 'system_notification',
  terms: 'cap_terms',
  users: 'app_user',
  versions: 'document_version',
  tenants: 'fiduciary',
  hosts: 'fiduciary_host',
};

/** The value of every path parameter of an operation, from the demo data where a table names it. */
export type PathValues = (op: Operation) => Record<string, string>;

/**
 * Rows that belong together in the demo data, so that one request reaches its handler: the demo
 * investor's entity, investment and its opportunity, documents and payments; the demo issuer's
 * company; the cap table the demo cap-table admin keeps and its rows.
 */
type Found = Record<string, string | undefined>;
const RELATED: Record<string, (v: Found) => RawBuilder<unknown>> = {
  entity: () => sql`SELECT entity_id::text AS value FROM membership m JOIN app_user u ON u.id = m.user_id
    WHERE u.email = 'investor@demo.test' AND m.entity_id IS NOT NULL`,
  investment: () => sql`SELECT i.id::text AS value FROM investment i JOIN membership m ON m.entity_id = i.entity_id
    JOIN app_user u ON u.id = m.user_id WHERE u.email = 'investor@demo.test'
    ORDER BY (SELECT count(*) FROM payment p WHERE p.investment_id = i.id) DESC, i.id`,
  opportunity: (v: Found) => sql`SELECT opportunity_id::text AS value FROM investment WHERE id = ${v.investment}`,
  issuer: () => sql`SELECT issuer_id::text AS value FROM membership m JOIN app_user u ON u.id = m.user_id
    WHERE u.email = 'issuer@demo.test' AND m.issuer_id IS NOT NULL`,
  issuerOpportunity: (v: Found) => sql`SELECT id::text AS value FROM opportunity WHERE issuer_id = ${v.issuer}`,
  issuerDocument: (v: Found) =>
    sql`SELECT id::text AS value FROM document WHERE opportunity_id = ${v.issuerOpportunity}`,
  document: (v: Found) => sql`SELECT id::text AS value FROM document WHERE opportunity_id = ${v.opportunity}`,
  nda: (v: Found) => sql`SELECT id::text AS value FROM nda WHERE entity_id = ${v.entity}`,
  payment: (v: Found) => sql`SELECT id::text AS value FROM payment WHERE investment_id = ${v.investment}`,
  capitalCall: (v: Found) => sql`SELECT id::text AS value FROM capital_call WHERE investment_id = ${v.investment}`,
  company: () => sql`SELECT issuer_id::text AS value FROM cap_table WHERE issuer_id IN (SELECT m.issuer_id
    FROM membership m JOIN app_user u ON u.id = m.user_id WHERE u.email = 'captable@demo.test')`,
  capTable: (v: Found) => sql`SELECT id::text AS value FROM cap_table WHERE issuer_id = ${v.company}`,
  stakeholder: (v: Found) => sql`SELECT id AS value FROM cap_stakeholder WHERE cap_table_id = ${v.capTable}`,
  security: (v: Found) => sql`SELECT id AS value FROM cap_security WHERE cap_table_id = ${v.capTable}`,
  plan: (v: Found) => sql`SELECT id AS value FROM cap_plan WHERE cap_table_id = ${v.capTable}`,
  stockClass: (v: Found) => sql`SELECT id AS value FROM cap_stock_class WHERE cap_table_id = ${v.capTable}`,
  terms: (v: Found) => sql`SELECT terms_id AS value FROM cap_terms WHERE cap_table_id = ${v.capTable}`,
  actionRequest: (v: Found) => sql`SELECT id::text AS value FROM cap_action_request WHERE cap_table_id = ${v.capTable}`,
  form: () => sql`SELECT form_id AS value FROM form_template`,
};

/** The related row a path parameter names, by the segment before it (and the portal it is in). */
function relatedOf(segment: string, path: string): string | undefined {
  const captable = path.includes('/captable/');
  const issuer = path.includes('/issuers/');
  const bySegment: Record<string, string> = {
    companies: captable ? 'company' : 'issuer',
    opportunities: issuer ? 'issuerOpportunity' : 'opportunity',
    documents: issuer ? 'issuerDocument' : 'document',
    document: 'document',
    'fiduciary-documents': 'document',
    mydocuments: 'document',
    entities: 'entity',
    entity: 'entity',
    'my-entities': 'entity',
    responses: 'entity',
    investments: 'investment',
    nda: 'nda',
    payments: 'payment',
    'capital-calls': 'capitalCall',
    stakeholders: 'stakeholder',
    holders: 'stakeholder',
    securities: 'security',
    plans: 'plan',
    'stock-classes': 'stockClass',
    terms: 'terms',
    'action-requests': 'actionRequest',
    forms: 'form',
  };
  return bySegment[segment];
}

async function relatedRows(t: TestApp): Promise<Found> {
  const found: Found = {};
  for (const [name, query] of Object.entries(RELATED)) {
    // A query refers to rows found before it; one whose row was not found is skipped.
    const compiled = query(found).compile(t.db);
    if (compiled.parameters.some((p) => p === undefined)) continue;
    const row = await sql<{ value: string }>`${query(found)} LIMIT 1`.execute(t.db);
    found[name] = row.rows[0]?.value;
  }
  return found;
}

/** Looks the demo rows up once: related ones first, else each table's first row in the demo tenant. */
export async function demoPathValues(t: TestApp, fid: string): Promise<PathValues> {
  const related = await relatedRows(t);
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name IN ('id', 'fiduciary_id', 'host')`.execute(t.db);
  const has = (table: string, column: string) =>
    columns.rows.some((c) => c.table_name === table && c.column_name === column);
  const firstRow = new Map<string, string | undefined>();
  for (const table of new Set(Object.values(TABLE_OF_SEGMENT))) {
    const column = table === 'fiduciary_host' ? 'host' : 'id';
    if (!has(table, column)) continue;
    const where =
      table === 'fiduciary'
        ? sql`WHERE id = ${fid}`
        : has(table, 'fiduciary_id')
          ? sql`WHERE fiduciary_id = ${fid}`
          : sql``;
    const found = await sql<{ value: string }>`
      SELECT ${sql.ref(column)}::text AS value FROM ${sql.table(table)} ${where} ORDER BY 1 LIMIT 1`.execute(t.db);
    firstRow.set(table, found.rows[0]?.value);
  }
  return (op) => {
    const values: Record<string, string> = {};
    const segments = op.path.split('/');
    for (const param of op.params) {
      const at = segments.findIndex((s) => s.startsWith(`{${param.name}}`));
      const segment = segments[at - 1] ?? '';
      const name = relatedOf(segment, op.path);
      const table = TABLE_OF_SEGMENT[segment];
      const fromData =
        param.name === 'fidId' ? fid : ((name && related[name]) ?? (table ? firstRow.get(table) : undefined));
      values[param.name] = fromData ?? String(sampleOf(param.schema));
    }
    return values;
  };
}

/** The callers that may reach an operation, likeliest first, by the path's area. */
const CALLERS_BY_AREA: [RegExp, DemoLogin[]][] = [
  [/^\/api\/v1\/admin\//, ['providerSuper', 'operator', 'provider']],
  [/\/fid-admin\//, ['fidAdmin', 'kycApprover', 'opportunityApprover', 'dealExecutor', 'signatory']],
  [/\/captable\//, ['captableAdmin', 'holder', 'investor']],
  [/\/issuers\//, ['issuer']],
  [/\/investors?\//, ['investor', 'investorAdmin']],
  [/\/provider\//, ['provider', 'providerSuper']],
];

/** Every demo user the fuzz stage logs in. */
export const FUZZ_LOGINS: DemoLogin[] = [
  'investor',
  'investorAdmin',
  'fidAdmin',
  'kycApprover',
  'opportunityApprover',
  'dealExecutor',
  'signatory',
  'issuer',
  'provider',
  'providerSuper',
  'operator',
  'captableAdmin',
  'holder',
];

/** The callers to try for an operation, in order: its area's, then an investor and a fund admin. */
export function candidateCallers(op: Operation): DemoLogin[] {
  const area = CALLERS_BY_AREA.find(([rule]) => rule.test(op.path))?.[1] ?? [];
  return [...new Set<DemoLogin>([...area, 'investor', 'fidAdmin'])];
}

/**
 * When an operation runs: 0 with the others; 1 after them, for operations that delete or end the
 * caller's session (logout, revoke, password, second factor, DELETE); 2 at the very end, for those that
 * shut a whole tenant or user out (suspend, disable), so that they cannot break other requests.
 */
export function runOrder(op: Operation): number {
  if (/\/(suspend|disable)$/.test(op.path)) return 2;
  if (op.method === 'DELETE' || /logout|revoke|password|reset-otp|token|sessions|second-factor/.test(op.path)) {
    return 1;
  }
  return 0;
}
