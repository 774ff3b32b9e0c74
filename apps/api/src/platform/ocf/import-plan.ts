import { captable } from '@dl/domain';
import { firstTag, splitComments } from './export-tags';
import type { TimeVesting } from './export-objects';
import { actionStep, isAction } from './import-actions';
import {
  type CreationStep,
  type Details,
  planStep,
  productSchedule,
  type StakeholderInsert,
  stakeholderFrom,
  stockClassStep,
} from './import-objects';
import { issuanceStep, isIssuance, KEPT_TX_TYPES, SecurityIds, type Step, type TxContext } from './import-transactions';
import type { LocatedObject, OcfObject, OcfProblem } from './types';
import type { OcfPackage } from './validate-package';

/**
 * A valid OCF package as what the import writes (issue 17 point 7), pure: stakeholders, terms, the
 * ordered ledger transactions (classes and plans first, then the package's transactions in time order,
 * or in file order for a package this product exported), objects kept as they are, drafts and action
 * requests from the manifest's tags. The transactions are replayed by the domain's reducer first, so
 * every refusal is listed before anything is written.
 */

export interface KeptObject {
  object_type: string;
  id: string;
  body: OcfObject;
}

export type { Details };

export interface ImportPlan {
  stakeholders: StakeholderInsert[];
  terms: Details[];
  steps: Step[];
  kept: KeptObject[];
  drafts: Details[];
  actionRequests: Details[];
  roundingProfile: string | null;
  counts: Record<string, number>;
}

const KEPT_OBJECTS = new Set(['STOCK_LEGEND_TEMPLATE', 'VALUATION', 'FINANCING', 'DOCUMENT']);

function objectsOf(pkg: OcfPackage): { manifest: Record<string, unknown>; objects: LocatedObject[] } {
  const norm = (p: string) => p.replace(/^\.\//, '');
  const manifest = JSON.parse(pkg.files[pkg.manifestPath] ?? pkg.files[norm(pkg.manifestPath)] ?? '{}');
  const objects: LocatedObject[] = [];
  for (const [key, value] of Object.entries(manifest as Record<string, unknown>)) {
    if (!key.endsWith('_files') || !Array.isArray(value)) continue;
    for (const entry of value as { filepath: string }[]) {
      const file = norm(entry.filepath);
      const text = pkg.files[file] ?? pkg.files[entry.filepath];
      if (text === undefined) continue;
      const items = (JSON.parse(text) as { items: OcfObject[] }).items;
      items.forEach((object, i) => {
        objects.push({ file, path: `/items/${i}`, object });
      });
    }
  }
  return { manifest, objects };
}

function parseAll(values: string[] | undefined): Details[] {
  return (values ?? []).flatMap((v) => {
    try {
      return [JSON.parse(v) as Details];
    } catch {
      return [];
    }
  });
}

export function planImport(pkg: OcfPackage): { plan: ImportPlan | null; problems: OcfProblem[] } {
  const problems: OcfProblem[] = [];
  const { manifest, objects } = objectsOf(pkg);
  const tags = splitComments(manifest.comments);
  const asOf = typeof manifest.as_of === 'string' ? manifest.as_of : new Date().toISOString().slice(0, 10);
  const byType = (t: string) => objects.filter((o) => o.object.object_type === t);

  const stakeholders = byType('STAKEHOLDER').map((l) => stakeholderFrom(l.object));
  const creations: CreationStep[] = [];
  for (const l of byType('STOCK_CLASS')) {
    const s = stockClassStep(l, asOf, problems);
    if (s) creations.push(s);
  }
  for (const l of byType('STOCK_PLAN')) {
    const s = planStep(l, asOf, problems);
    if (s) creations.push(s);
  }
  const schedules = new Map<string, TimeVesting>();
  const kept: KeptObject[] = [];
  for (const { object } of objects) {
    const schedule = object.object_type === 'VESTING_TERMS' ? productSchedule(object) : undefined;
    if (schedule) schedules.set(object.id, schedule);
    else if (object.object_type === 'VESTING_TERMS' || KEPT_OBJECTS.has(object.object_type))
      kept.push({ object_type: object.object_type, id: object.id, body: object });
  }

  const classKinds = new Map(
    byType('STOCK_CLASS').map((l) => [
      l.object.id,
      l.object.class_type === 'COMMON' ? ('CS' as const) : ('PS' as const),
    ]),
  );
  const ctx: TxContext = { classKinds, schedules, problems };
  const txs = objects.filter((l) => l.object.object_type.startsWith('TX_')).map((l, order) => ({ l, order }));
  if (firstTag(tags, 'ledger_order') !== 'file')
    txs.sort((a, b) => String(a.l.object.date).localeCompare(String(b.l.object.date)) || a.order - b.order);
  // Securities that an action creates: their issuances are folded into that action.
  const created = new Set<string>();
  for (const { l } of txs) {
    const o = l.object;
    if (Array.isArray(o.resulting_security_ids)) for (const id of o.resulting_security_ids) created.add(String(id));
    const balance = o.balance_security_id ?? firstTag(splitComments(o.comments), 'balance_security_id');
    if (typeof balance === 'string') created.add(balance);
  }
  const issuances = new Map<string, LocatedObject>();
  for (const { l } of txs)
    if (isIssuance(l.object.object_type) && !issuances.has(String(l.object.security_id)))
      issuances.set(String(l.object.security_id), l);

  const ids = new SecurityIds();
  const steps: Step[] = [...creations];
  const keptTxs: LocatedObject[] = [];
  for (const { l } of txs) {
    const type = l.object.object_type;
    if (isIssuance(type)) {
      if (created.has(String(l.object.security_id))) continue;
      const s = issuanceStep(l, ids, ctx);
      if (s) steps.push(s);
    } else if (isAction(type)) {
      const s = actionStep(l, ids, issuances, ctx);
      if (s) steps.push(s);
    } else if (KEPT_TX_TYPES.has(type)) keptTxs.push(l);
    else if (type === 'TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT' || type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT') {
      const o = l.object;
      const date = String(o.date);
      const tx =
        type === 'TX_STOCK_PLAN_POOL_ADJUSTMENT'
          ? {
              type: 'pool_adjustment' as const,
              planId: String(o.stock_plan_id),
              reserved: String(o.shares_reserved),
              date,
            }
          : {
              type: 'authorized_adjustment' as const,
              classId: String(o.stock_class_id),
              authorized: String(o.new_shares_authorized),
              date,
            };
      steps.push({ source: { file: l.file, path: l.path, objectId: o.id }, txId: o.id, date, tx, patches: [] });
    } else
      problems.push({
        file: l.file,
        objectId: l.object.id,
        path: `${l.path}/object_type`,
        message: `Digital Locker’s ledger does not record a ${type.replace(/^TX_/, '').toLowerCase().replaceAll('_', ' ')} yet; record it by hand after the import.`,
      });
  }
  for (const l of keptTxs) {
    const body = { ...l.object };
    const mapped = ids.get(String(body.security_id));
    if (mapped) body.security_id = mapped.id;
    kept.push({ object_type: body.object_type, id: body.id, body });
  }

  const profile = firstTag(tags, 'rounding_profile');
  if (profile !== undefined && !Object.hasOwn(captable.PROFILES, profile))
    problems.push({
      file: 'Manifest.ocf.json',
      objectId: null,
      path: '/comments',
      message: `The rounding profile “${profile}” is not one Digital Locker knows (${Object.keys(captable.PROFILES).join(', ')}).`,
    });
  replayCheck(steps, problems);
  if (problems.length > 0) return { plan: null, problems };
  const counts: Record<string, number> = {};
  for (const { object } of objects) counts[object.object_type] = (counts[object.object_type] ?? 0) + 1;
  return {
    plan: {
      stakeholders,
      terms: parseAll(tags.tags.get('terms')),
      steps,
      kept,
      drafts: parseAll(tags.tags.get('draft')),
      actionRequests: parseAll(tags.tags.get('action_request')),
      roundingProfile: firstTag(tags, 'rounding_profile') ?? null,
      counts,
    },
    problems,
  };
}

/** Replays the steps with the domain's reducer; each refusal becomes a problem on its object. */
function replayCheck(steps: readonly Step[], problems: OcfProblem[]): void {
  const txs = steps.map((s, i) => ({ ...s.tx, id: s.txId ?? `import-${i}` }) as captable.LedgerTx);
  const source = new Map(steps.map((s, i) => [txs[i]?.id as string, s.source]));
  let remaining = txs;
  for (let round = 0; round < 100; round++) {
    const result = captable.replay(remaining);
    if (result.ok) return;
    const at = source.get(result.txId);
    problems.push({
      file: at?.file ?? '',
      objectId: at?.objectId ?? null,
      path: at?.path ?? '',
      message: result.error,
    });
    remaining = remaining.filter((t) => t.id !== result.txId);
  }
}
