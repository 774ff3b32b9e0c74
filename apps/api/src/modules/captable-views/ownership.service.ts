import type { CapSummary } from '@dl/contracts';
import { captable } from '@dl/domain';
import { LRUCache } from 'lru-cache';
import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import {
  classRows,
  holderSumsPage,
  planRows,
  type SecurityTotals,
  securityTotals,
  stakeholderCount,
  txSeqOf,
} from './ownership.repository.ts';

/**
 * The ownership views (CAPTABLE 5) over SQL sums, through the domain's one definition
 * (ownershipFromTotals, holderOwnership): the API never loads the ledger.
 */

const { exact } = captable;
type Definition = captable.FdDefinition;

/**
 * Until the modelling issue stores assumption sets, no convertible has assumed shares: the
 * definition's text says so, and convertibles add 0 shares.
 */
export const NO_ASSUMPTIONS =
  'No assumption set is stored yet (scenarios bring them), so each convertible counts 0 shares.';

export function definitionText(definition: Definition): string {
  const text = captable.FD_DEFINITIONS[definition];
  return definition === 'FD_INCL_CONVERTIBLES' ? `${text}. ${NO_ASSUMPTIONS}` : text;
}

/**
 * The issued quantities by kind per cap table, kept in this process and keyed by the ledger's
 * sequence number: every ledger transaction moves cap_table.tx_seq, so a new transaction is a new
 * key and the old entry is never read again (it ages out of the LRU). Only what the ledger changes
 * is kept; names and counts are read each time (a few rows).
 */
export class SecurityTotalsCache {
  private readonly entries = new LRUCache<string, SecurityTotals>({ max: 1000 });
  /** Sums read from the database (tests count them). */
  loads = 0;

  async get(db: Executor, capTableId: string, txSeq: string): Promise<SecurityTotals> {
    const hit = this.entries.get(`${capTableId}:${txSeq}`);
    if (hit) return hit;
    this.loads += 1;
    const totals = await securityTotals(db, capTableId);
    this.entries.set(`${capTableId}:${totals.txSeq}`, totals);
    return totals;
  }

  clear(): void {
    this.entries.clear();
  }
}

export const securityTotalsCache = new SecurityTotalsCache();

/** Every number the summary is computed from, read in one snapshot. */
async function readTotals(ctx: AppContext, capTableId: string) {
  return ctx.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const txSeq = await txSeqOf(trx, capTableId);
      const [security, classes, plans, stakeholders] = await Promise.all([
        securityTotalsCache.get(trx, capTableId, txSeq),
        classRows(trx, capTableId),
        planRows(trx, capTableId),
        stakeholderCount(trx, capTableId),
      ]);
      return { security, classes, plans, stakeholders };
    });
}

const n = (v: string | number): string => exact.norm(String(v));

/** The summary by class under one named definition, with the domain's figures. */
export async function summary(ctx: AppContext, scope: CapTableScope, definition: Definition) {
  const t = await readTotals(ctx, scope.capTableId);
  const classes = t.classes.map((c) => ({
    classId: c.id,
    kind: c.kind,
    authorized: n(c.authorized),
    issued: n(c.issued),
    treasury: n(c.treasury),
    conversionRatio: n(c.conversion_ratio),
  }));
  const plans = t.plans.map((p) => ({
    reserved: n(p.reserved),
    outstandingAwards: n(p.outstanding_awards),
    issuedFromPlan: n(p.issued_from_plan),
  }));
  const byKind = Object.fromEntries(Object.entries(t.security.byKind).map(([k, v]) => [k, n(v)]));
  const own = captable.ownershipFromTotals({ classes, plans, byKind, convertibles: '0' }, { definition });
  const fd = own.fullyDiluted;
  const pct = (x: string) => exact.percent(x, fd);
  const withRights = definition !== 'OUTSTANDING_ONLY';
  const rights = (kind: 'OP' | 'WA', name: string, q: string) => ({
    class_id: null,
    name,
    kind,
    authorized: null,
    issued: q,
    outstanding: q,
    fully_diluted: q,
    percent_fully_diluted: pct(q),
  });
  const rows: CapSummary['classes'] = own.classes.map((c, i) => ({
    class_id: c.classId,
    name: t.classes[i]?.name ?? c.classId,
    kind: c.kind,
    authorized: c.authorized,
    issued: c.issued,
    outstanding: c.outstanding,
    fully_diluted: c.asConverted,
    percent_fully_diluted: c.percentFullyDiluted,
  }));
  if (withRights) {
    if (!exact.isZero(own.optionsOutstanding)) rows.push(rights('OP', 'Options outstanding', own.optionsOutstanding));
    if (!exact.isZero(own.warrantsOutstanding))
      rows.push(rights('WA', 'Warrants outstanding', own.warrantsOutstanding));
    t.plans.forEach((p, i) => {
      const left = captable.planAvailable(plans[i] as (typeof plans)[number]);
      rows.push({
        class_id: p.class_id,
        name: `${p.name}: unissued pool`,
        kind: 'POOL',
        authorized: null,
        issued: '0',
        outstanding: '0',
        fully_diluted: left,
        percent_fully_diluted: pct(left),
      });
    });
  }
  const data: CapSummary = {
    definition,
    definition_text: definitionText(definition),
    rounding: captable.OWNERSHIP_ROUNDING,
    classes: rows,
    totals: {
      issued: exact.sum(own.classes.map((c) => c.issued)),
      outstanding: exact.sum(own.classes.map((c) => c.outstanding)),
      fully_diluted: fd,
    },
    plans_available: exact.sum(plans.map(captable.planAvailable)),
    stakeholders: t.stakeholders,
    securities: t.security.securities,
  };
  return { data, base: own };
}

const KINDS = ['CS', 'PS', 'OP', 'WA', 'CN', 'SAFE'] as const;

/** Fully diluted by stakeholder, paged: SQL sums per holder, each row's figures by holderOwnership. */
export async function ownershipByStakeholder(
  ctx: AppContext,
  scope: CapTableScope,
  q: { definition: Definition; page: number; itemsPerPage: number },
) {
  const { base } = await summary(ctx, scope, q.definition);
  const page = await holderSumsPage(ctx.db, scope.capTableId, q.definition, {
    limit: q.itemsPerPage,
    offset: (q.page - 1) * q.itemsPerPage,
  });
  const results = page.rows.map((r) => {
    const row = captable.holderOwnership(
      { stakeholderId: r.stakeholder_id, asConverted: n(r.as_converted), rights: n(r.rights), convertibles: '0' },
      base,
    );
    const byKind: Record<string, string> = {};
    for (const k of KINDS) {
      const v = n(r[k.toLowerCase() as Lowercase<(typeof KINDS)[number]>]);
      if (!exact.isZero(v)) byKind[k] = v;
    }
    return {
      stakeholder_id: r.stakeholder_id,
      name: r.name,
      outstanding: row.asConverted,
      fully_diluted: row.fullyDiluted,
      percent_fully_diluted: row.percentFullyDiluted,
      by_kind: byKind,
    };
  });
  return { results, count: page.count, rounding: captable.OWNERSHIP_ROUNDING };
}
