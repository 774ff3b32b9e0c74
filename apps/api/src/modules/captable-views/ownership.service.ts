import type { CapSummary, stakeholderOwnershipSchema } from '@dl/contracts';
import { captable } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import type { z } from 'zod';
import { VersionedCache } from './ownership-cache.ts';
import {
  classRows,
  holderKinds,
  holderSumsPage,
  planRows,
  type SecurityTotals,
  securityTotals,
  stakeholderCount,
  stakeholderStamp,
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
const NO_ASSUMPTIONS = 'No assumption set is stored yet (scenarios bring them), so each convertible counts 0 shares.';

function definitionText(definition: Definition): string {
  const text = captable.FD_DEFINITIONS[definition];
  return definition === 'FD_INCL_CONVERTIBLES' ? `${text}. ${NO_ASSUMPTIONS}` : text;
}

/** Issued quantities by kind per cap table and ledger sequence (the summary's one aggregate over securities). */
export const securityTotalsCache = new VersionedCache<SecurityTotals>(1000);

/** Pages of fully diluted by stakeholder, per ledger sequence, holders' names, definition and page. */
export const holderPageCache = new VersionedCache<HolderPage>(2000);

type HolderPage = { results: StakeholderOwnership[]; count: number };
type StakeholderOwnership = z.infer<typeof stakeholderOwnershipSchema>;

/** Reads in one snapshot (repeatable read): every figure of an answer is of the same ledger sequence. */
function snapshot<T>(ctx: AppContext, fn: (trx: Executor) => Promise<T>): Promise<T> {
  return ctx.db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(fn);
}

/** Every number the summary is computed from. */
async function readTotals(db: Executor, capTableId: string) {
  const txSeq = await txSeqOf(db, capTableId);
  const security = await securityTotalsCache.get(`${capTableId}:${txSeq}`, () => securityTotals(db, capTableId));
  const classes = await classRows(db, capTableId);
  const plans = await planRows(db, capTableId);
  const stakeholders = await stakeholderCount(db, capTableId);
  return { txSeq, security, classes, plans, stakeholders };
}

const n = (v: string | number): string => exact.norm(String(v));

/** The summary by class under one named definition, with the domain's figures. */
export function summary(ctx: AppContext, scope: CapTableScope, definition: Definition) {
  return snapshot(ctx, (trx) => summaryIn(trx, scope, definition));
}

async function summaryIn(db: Executor, scope: CapTableScope, definition: Definition) {
  const t = await readTotals(db, scope.capTableId);
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
  return { data, base: own, txSeq: t.txSeq };
}

/** Fully diluted by stakeholder, paged: SQL sums per holder, each row's figures by holderOwnership. */
export function ownershipByStakeholder(
  ctx: AppContext,
  scope: CapTableScope,
  q: { definition: Definition; page: number; itemsPerPage: number },
) {
  const ct = scope.capTableId;
  return snapshot(ctx, async (trx) => {
    const { base, txSeq } = await summaryIn(trx, scope, q.definition);
    const stamp = await stakeholderStamp(trx, ct);
    const key = [ct, txSeq, stamp, q.definition, q.page, q.itemsPerPage].join(':');
    const page = await holderPageCache.get(key, async () => {
      const sums = await holderSumsPage(trx, ct, q.definition, {
        limit: q.itemsPerPage,
        offset: (q.page - 1) * q.itemsPerPage,
      });
      const kinds = await holderKinds(
        trx,
        ct,
        sums.rows.map((r) => r.stakeholder_id),
      );
      const results = sums.rows.map((r) => {
        const row = captable.holderOwnership(
          { stakeholderId: r.stakeholder_id, asConverted: n(r.as_converted), rights: n(r.rights), convertibles: '0' },
          base,
        );
        const byKind = Object.fromEntries(Object.entries(kinds.get(r.stakeholder_id) ?? {}).map(([k, v]) => [k, n(v)]));
        return {
          stakeholder_id: r.stakeholder_id,
          name: r.name,
          outstanding: row.asConverted,
          fully_diluted: row.fullyDiluted,
          percent_fully_diluted: row.percentFullyDiluted,
          by_kind: byKind,
        };
      });
      return { results, count: sums.count };
    });
    return { ...page, rounding: captable.OWNERSHIP_ROUNDING };
  });
}
