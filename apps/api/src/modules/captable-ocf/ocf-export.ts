import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { ledgerTxObjects } from '#api/platform/ocf/export-actions.ts';
import {
  type Creation,
  issuerObject,
  planObject,
  stakeholderObject,
  stockClassObject,
  type TimeVesting,
  vestingTermsObject,
} from '#api/platform/ocf/export-objects.ts';
import { tag } from '#api/platform/ocf/export-tags.ts';
import { ledgerTxOf, type PlanInfo, type SecurityRow, securityIdsOf } from '#api/platform/ocf/export-transactions.ts';
import { OcfFileWriter, zipFiles } from '#api/platform/ocf/export-writer.ts';
import { KEPT_TX_TYPES } from '#api/platform/ocf/import-transactions.ts';
import { manifestComments } from './ocf-export-comments.ts';

/**
 * The cap table as an OCF 1.2.0 package (issue 17 point 7), bounded in memory: each object file is
 * written to a temporary directory page by page (PAGE rows at a time, keyset-paged on indexed keys)
 * while its MD5 is computed, then the manifest, then the files are zipped as a stream. The directory is
 * removed once the stream ends.
 */
const PAGE = 1000;

export interface ExportScope {
  capTableId: string;
  issuerId: string;
}

const SECURITY_SELECT = [
  'id',
  'kind',
  'stakeholder_id',
  'class_id',
  'plan_id',
  'quantity',
  'price',
  'terms_id',
  'terms_version',
  'option_kind',
  'vesting',
  'details',
  'investment_id',
] as const;

export async function exportOcfPackage(
  db: Executor,
  scope: ExportScope,
): Promise<{ filename: string; stream: Readable }> {
  const dir = await mkdtemp(join(tmpdir(), 'dl-ocf-'));
  try {
    const files = await writePackage(db, scope, dir);
    const issuer = await db.selectFrom('issuer').select('name').where('id', '=', scope.issuerId).executeTakeFirst();
    const slug = (issuer?.name ?? 'cap-table').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'cap-table';
    const stream = zipFiles(files, () => void rm(dir, { recursive: true, force: true }));
    return { filename: `${slug}.ocf.zip`, stream };
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
}

async function writePackage(db: Executor, scope: ExportScope, dir: string) {
  const ct = scope.capTableId;
  const lists: Record<string, { filepath: string; md5: string }[]> = {
    stock_plans_files: [],
    stock_legend_templates_files: [],
    stock_classes_files: [],
    vesting_terms_files: [],
    valuations_files: [],
    transactions_files: [],
    stakeholders_files: [],
  };
  const written: { name: string; path: string }[] = [];
  const finish = async (list: string, w: OcfFileWriter) => {
    const entry = await w.close();
    lists[list] = [...(lists[list] ?? []), entry];
    written.push({ name: w.name, path: w.path });
  };

  // Stakeholders, keyset-paged on the primary key.
  const stakeholders = OcfFileWriter.objects(dir, 'Stakeholders.ocf.json', 'OCF_STAKEHOLDERS_FILE');
  for (let after = ''; ; ) {
    const rows = await db
      .selectFrom('cap_stakeholder')
      .select(['id', 'name', 'stakeholder_type', 'email', 'relationship', 'details'])
      .where('cap_table_id', '=', ct)
      .where('id', '>', after)
      .orderBy('id')
      .limit(PAGE)
      .execute();
    await stakeholders.add(rows.map(stakeholderObject));
    if (rows.length < PAGE) break;
    after = (rows.at(-1) as { id: string }).id;
  }
  await finish('stakeholders_files', stakeholders);

  // Classes and plans (a handful), with the ledger transactions that created them.
  const creations = await creationsOf(db, ct);
  const classRows = await db
    .selectFrom('cap_stock_class')
    .selectAll()
    .where('cap_table_id', '=', ct)
    .orderBy('id')
    .execute();
  const classes = OcfFileWriter.objects(dir, 'StockClasses.ocf.json', 'OCF_STOCK_CLASSES_FILE');
  await classes.add(classRows.map((r) => stockClassObject(r, creations.get(`stock_class:${r.id}`))));
  await finish('stock_classes_files', classes);
  const planRows = await db.selectFrom('cap_plan').selectAll().where('cap_table_id', '=', ct).orderBy('id').execute();
  const plans = OcfFileWriter.objects(dir, 'StockPlans.ocf.json', 'OCF_STOCK_PLANS_FILE');
  await plans.add(planRows.map((r) => planObject(r, creations.get(`plan:${r.id}`))));
  await finish('stock_plans_files', plans);
  const planInfo = new Map<string, PlanInfo>(
    planRows.map((p) => [p.id, { classId: p.class_id, exerciseWindows: p.exercise_windows }]),
  );

  // Vesting terms: the product's time-based schedules in use (distinct, computed in SQL), then kept ones.
  const vesting = OcfFileWriter.objects(dir, 'VestingTerms.ocf.json', 'OCF_VESTING_TERMS_FILE');
  const schedules = await sql<{ v: TimeVesting }>`
    SELECT DISTINCT (vesting - 'start_date' - 'type') AS v FROM cap_security
     WHERE cap_table_id = ${ct} AND status <> 'draft' AND vesting ->> 'type' = 'time'`.execute(db);
  const terms = schedules.rows.map((r) => vestingTermsObject(r.v)).sort((a, b) => a.id.localeCompare(b.id));
  await vesting.add(terms);
  await writeKept(db, ct, 'VESTING_TERMS', vesting);
  await finish('vesting_terms_files', vesting);

  for (const [type, name, fileType, list] of [
    [
      'STOCK_LEGEND_TEMPLATE',
      'StockLegends.ocf.json',
      'OCF_STOCK_LEGEND_TEMPLATES_FILE',
      'stock_legend_templates_files',
    ],
    ['VALUATION', 'Valuations.ocf.json', 'OCF_VALUATIONS_FILE', 'valuations_files'],
    ['FINANCING', 'Financings.ocf.json', 'OCF_FINANCINGS_FILE', 'financings_files'],
    ['DOCUMENT', 'Documents.ocf.json', 'OCF_DOCUMENTS_FILE', 'documents_files'],
  ] as const) {
    const w = OcfFileWriter.objects(dir, name, fileType);
    await writeKept(db, ct, type, w);
    if (w.items > 0) await finish(list, w);
    else await w.close();
  }

  // Transactions: the ledger in its order, a page of rows with the securities they name.
  const transactions = OcfFileWriter.objects(dir, 'Transactions.ocf.json', 'OCF_TRANSACTIONS_FILE');
  for (let after = '0'; ; ) {
    const rows = await db
      .selectFrom('cap_tx')
      .select(['seq', 'id', 'type', 'date', 'body'])
      .where('cap_table_id', '=', ct)
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(PAGE)
      .execute();
    const txs = rows.map(ledgerTxOf);
    const ids = [...new Set(txs.flatMap(securityIdsOf))];
    const found = ids.length
      ? await db
          .selectFrom('cap_security')
          .select(SECURITY_SELECT)
          .where('cap_table_id', '=', ct)
          .where('id', 'in', ids)
          .execute()
      : [];
    const securities = new Map<string, SecurityRow>(found.map((s) => [s.id, s as SecurityRow]));
    await transactions.add(txs.flatMap((tx) => ledgerTxObjects(tx, { securities, plans: planInfo })));
    if (rows.length < PAGE) break;
    after = (rows.at(-1) as { seq: string }).seq;
  }
  // Imported transactions that change no holding (vesting events, issuer authorized shares), kept.
  for (const type of KEPT_TX_TYPES) await writeKept(db, ct, type, transactions);
  await finish('transactions_files', transactions);

  const manifest = await writeManifest(db, scope, dir, lists);
  return [manifest, ...written];
}

/** classId / planId -> the ledger transaction that created it. */
async function creationsOf(db: Executor, ct: string): Promise<Map<string, Creation>> {
  const rows = await db
    .selectFrom('cap_tx')
    .select(['id', 'type', 'date', 'body'])
    .where('cap_table_id', '=', ct)
    .where('type', 'in', ['stock_class', 'plan'])
    .execute();
  const out = new Map<string, Creation>();
  for (const r of rows) {
    const b = r.body as Record<string, string>;
    const key = r.type === 'stock_class' ? `stock_class:${b.classId}` : `plan:${b.planId}`;
    out.set(key, { txId: r.id, date: r.date, amount: (r.type === 'stock_class' ? b.authorized : b.reserved) ?? '0' });
  }
  return out;
}

async function writeKept(db: Executor, ct: string, type: string, w: OcfFileWriter) {
  for (let after = ''; ; ) {
    const rows = await sql<{ id: string; body: Record<string, unknown> }>`
      SELECT id, body FROM cap_ocf_object WHERE cap_table_id = ${ct} AND object_type = ${type} AND id > ${after}
       ORDER BY id LIMIT ${PAGE}`.execute(db);
    await w.add(rows.rows.map((r) => r.body));
    if (rows.rows.length < PAGE) return;
    after = (rows.rows.at(-1) as { id: string }).id;
  }
}

async function writeManifest(
  db: Executor,
  scope: ExportScope,
  dir: string,
  lists: Record<string, { filepath: string; md5: string }[]>,
) {
  const issuer = await db
    .selectFrom('issuer')
    .select(['id', 'name', 'details', 'created_on'])
    .where('id', '=', scope.issuerId)
    .executeTakeFirstOrThrow();
  const capTable = await db
    .selectFrom('cap_table')
    .select('rounding_profile')
    .where('id', '=', scope.capTableId)
    .executeTakeFirstOrThrow();
  const now = new Date();
  const head = {
    ocf_version: '1.2.0',
    file_type: 'OCF_MANIFEST_FILE',
    issuer: issuerObject({ ...issuer, created_on: new Date(issuer.created_on).toISOString() }),
    as_of: now.toISOString().slice(0, 10),
    generated_at: now.toISOString(),
    ...lists,
  };
  const w = new OcfFileWriter(dir, 'Manifest.ocf.json', `${JSON.stringify(head).slice(0, -1)},"comments":[`);
  let first = true;
  const add = async (comments: string[]) => {
    if (comments.length === 0) return;
    await w.raw(`${first ? '' : ','}\n${comments.map((c) => JSON.stringify(c)).join(',\n')}`);
    first = false;
  };
  await add([
    'Exported by Digital Locker.',
    tag('rounding_profile', capTable.rounding_profile),
    tag('ledger_order', 'file'),
  ]);
  await manifestComments(db, scope.capTableId, add);
  const closed = await w.close('\n]}\n');
  return { name: closed.filepath, path: w.path };
}
