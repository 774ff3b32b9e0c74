import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Executor } from '#api/db/database.ts';
import { ledgerTxObjects } from '#api/platform/ocf/export-actions.ts';
import {
  type Creation,
  issuerObject,
  planObject,
  stakeholderObject,
  stockClassObject,
  vestingTermsObject,
} from '#api/platform/ocf/export-objects.ts';
import { tag } from '#api/platform/ocf/export-tags.ts';
import { ledgerTxOf, type PlanInfo, type SecurityRow, securityIdsOf } from '#api/platform/ocf/export-transactions.ts';
import { canonicalJson, OcfFileWriter } from '#api/platform/ocf/export-writer.ts';
import { KEPT_TX_TYPES } from '#api/platform/ocf/import-transactions.ts';
import {
  allTermsBodies,
  capTableRoundingProfile,
  creationTxRows,
  keptObjectPage,
  manifestIssuer,
  securityTexts,
  stakeholderPage,
  stockClassRows,
  stockPlanRows,
  termsBodiesOf,
  timeVestingSchedules,
  txTextPage,
} from './captable-ocf.repository.ts';
import { manifestComments } from './ocf-export-comments.ts';

/**
 * The cap table's OCF 1.2.0 files (issue 17 point 7), bounded in memory: each object file is written
 * to a directory page by page (keyset-paged on indexed keys) while its MD5 is computed, then the
 * manifest. JSON columns are read as text and parsed per page.
 */
const PAGE = 1000;
/** Transactions per page (each with the securities it names). */
const TX_PAGE = 1000;

/**
 * V8 leaves the pages' garbage in the old generation until its heap has grown a lot (over 150 MB for
 * 50,000 transactions, while what is alive stays near 70 MB): a full collection every GC_EVERY
 * transactions keeps the API's memory within the export's budget (128 MB). gc() is exposed once.
 */
const GC_EVERY = 10_000;
let collect: (() => void) | null | undefined;
function fullGc(): void {
  if (collect === undefined) {
    const exposed = (globalThis as { gc?: () => void }).gc;
    if (exposed) collect = exposed;
    else {
      setFlagsFromString('--expose-gc');
      const gc = runInNewContext('gc') as unknown;
      collect = typeof gc === 'function' ? (gc as () => void) : null;
    }
  }
  collect?.();
}

export interface ExportScope {
  capTableId: string;
  issuerId: string;
}

/**
 * Writes the package's files into `dir` (the manifest first in the list). Runs in the export worker
 * (ocf-export-worker.ts); callable directly too.
 */
export async function writeOcfFiles(db: Executor, scope: ExportScope, dir: string) {
  return writePackage(db, scope, dir);
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
    const rows = await stakeholderPage(db, ct, after, PAGE);
    await stakeholders.add(rows.map(stakeholderObject));
    if (rows.length < PAGE) break;
    after = (rows.at(-1) as { id: string }).id;
  }
  await finish('stakeholders_files', stakeholders);

  // Classes and plans (a handful), with the ledger transactions that created them.
  const creations = await creationsOf(db, ct);
  const classRows = await stockClassRows(db, ct);
  const classes = OcfFileWriter.objects(dir, 'StockClasses.ocf.json', 'OCF_STOCK_CLASSES_FILE');
  const termsOf = await classTerms(
    db,
    ct,
    classRows.map((r) => r.terms_id).filter((id): id is string => id !== null),
  );
  await classes.add(
    classRows.map((r) => stockClassObject(r, creations.get(`stock_class:${r.id}`), termsOf.get(r.terms_id ?? ''))),
  );
  await finish('stock_classes_files', classes);
  const planRows = await stockPlanRows(db, ct);
  const plans = OcfFileWriter.objects(dir, 'StockPlans.ocf.json', 'OCF_STOCK_PLANS_FILE');
  await plans.add(planRows.map((r) => planObject(r, creations.get(`plan:${r.id}`))));
  await finish('stock_plans_files', plans);
  const planInfo = new Map<string, PlanInfo>(
    planRows.map((p) => [p.id, { classId: p.class_id, exerciseWindows: p.exercise_windows }]),
  );

  // Vesting terms: the product's time-based schedules in use (distinct, computed in SQL), then kept ones.
  const vesting = OcfFileWriter.objects(dir, 'VestingTerms.ocf.json', 'OCF_VESTING_TERMS_FILE');
  const schedules = await timeVestingSchedules(db, ct);
  const terms = schedules.map((r) => vestingTermsObject(r.v)).sort((a, b) => a.id.localeCompare(b.id));
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
  const allTerms = new Map(
    (await allTermsBodies(db, ct)).map((t) => [`${t.terms_id}@${t.version}`, t.body as Record<string, unknown>]),
  );
  let txsRead = 0;
  for (let after = '0'; ; ) {
    // JSON columns come as text and are parsed page by page: short-lived strings instead of object trees
    // that outlive the query's arrival keep the heap small over 50,000 transactions.
    const rows = await txTextPage(db, ct, after, TX_PAGE);
    const txs = rows.map((r) => ledgerTxOf({ ...r, body: JSON.parse(r.body) }));
    const ids = [...new Set(txs.flatMap(securityIdsOf))];
    const found = ids.length ? await securityTexts(db, ct, ids) : [];
    const securities = new Map<string, SecurityRow>(
      found.map((s) => [
        s.id,
        { ...s, vesting: s.vesting === null ? null : JSON.parse(s.vesting), details: JSON.parse(s.details) },
      ]),
    );
    const ctx = { securities, plans: planInfo, terms: allTerms };
    await transactions.addJson(txs.flatMap((tx) => ledgerTxObjects(tx, ctx).map(canonicalJson)));
    if (rows.length < TX_PAGE) break;
    after = (rows.at(-1) as { seq: string }).seq;
    txsRead += rows.length;
    if (txsRead % GC_EVERY < TX_PAGE) fullGc();
  }
  // Imported transactions that change no holding (vesting events, issuer authorized shares), kept.
  for (const type of KEPT_TX_TYPES) await writeKept(db, ct, type, transactions);
  await finish('transactions_files', transactions);

  const manifest = await writeManifest(db, scope, dir, lists);
  return [manifest, ...written];
}

/** The latest version of each class's terms (type 2 and 3 give OCF their preferred fields). */
async function classTerms(db: Executor, ct: string, ids: string[]): Promise<Map<string, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = await termsBodiesOf(db, ct, ids);
  return new Map(rows.map((r) => [r.terms_id, r.body as Record<string, unknown>]));
}

/** classId / planId -> the ledger transaction that created it. */
async function creationsOf(db: Executor, ct: string): Promise<Map<string, Creation>> {
  const rows = await creationTxRows(db, ct);
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
    const rows = await keptObjectPage(db, ct, type, after, PAGE);
    await w.add(rows.map((r) => r.body));
    if (rows.length < PAGE) return;
    after = (rows.at(-1) as { id: string }).id;
  }
}

async function writeManifest(
  db: Executor,
  scope: ExportScope,
  dir: string,
  lists: Record<string, { filepath: string; md5: string }[]>,
) {
  const issuer = await manifestIssuer(db, scope.issuerId);
  const capTable = await capTableRoundingProfile(db, scope.capTableId);
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
