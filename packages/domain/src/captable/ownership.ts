/**
 * Ownership views (CAPTABLE 5): authorized, issued, outstanding and fully diluted per class and per
 * stakeholder. Every fully-diluted figure names its definition; percentages are for display only.
 *
 * One definition, two ways in: `ownershipFromTotals` computes from sums (what a SQL GROUP BY gives
 * for a large cap table), and `ownership(state)` sums a replayed ledger and calls it.
 */
import { type Accumulator, accumulator, add, type Dec, mul, percent, sub, sum } from './exact.ts';
import { planAvailable } from './ledger.ts';
import type { LedgerState } from './ledger-types.ts';
import type { SecurityKind } from './securities.ts';

export const FD_DEFINITIONS = {
  FD: 'Fully diluted: outstanding shares as-converted, outstanding options and warrants, promised options and the unissued pool (no convertibles)',
  OUTSTANDING_ONLY: 'Outstanding only: shares held by stockholders, preferred as-converted',
  FD_INCL_CONVERTIBLES: 'Fully diluted including convertibles, under a stated set of assumptions',
} as const;
export type FdDefinition = keyof typeof FD_DEFINITIONS;

/** How ownership figures are rounded: share counts stay exact, percentages are display only. */
export const OWNERSHIP_ROUNDING = 'DL-DEFAULT R1: share counts exact; percentages for display only, 4 places half-up';

export interface ClassSummary {
  classId: string;
  kind: 'CS' | 'PS';
  authorized: Dec;
  issued: Dec;
  treasury: Dec;
  outstanding: Dec;
  asConverted: Dec;
  percentFullyDiluted: string;
}

export interface StakeholderRow {
  stakeholderId: string;
  /** Outstanding shares as-converted. */
  asConverted: Dec;
  /** Options and warrants held (as exercised), and convertibles' assumed shares when the definition counts them. */
  rights: Dec;
  fullyDiluted: Dec;
  percentFullyDiluted: string;
  /** n/a when the holder has no outstanding shares. */
  percentOutstanding: string | null;
}

export interface OwnershipSummary {
  definition: FdDefinition;
  definitionText: string;
  classes: ClassSummary[];
  stakeholders: StakeholderRow[];
  optionsOutstanding: Dec;
  warrantsOutstanding: Dec;
  promisedOptions: Dec;
  unissuedPool: Dec;
  /** Shares convertibles would get under the stated assumptions (FD_INCL_CONVERTIBLES only). */
  convertibles: Dec;
  outstandingAsConverted: Dec;
  fullyDiluted: Dec;
}

export interface OwnershipOptions {
  definition?: FdDefinition;
  /** Options promised but not yet granted. */
  promisedOptions?: Dec;
  /** For FD_INCL_CONVERTIBLES: the assumed shares per convertible security id. */
  convertibleAssumptions?: Readonly<Record<string, Dec>>;
}

/** A class's running totals (the reducer's ClassState, or a cap_stock_class row). */
export interface ClassTotals {
  classId: string;
  kind: 'CS' | 'PS';
  authorized: Dec;
  issued: Dec;
  treasury: Dec;
  conversionRatio: Dec;
}

/** A plan's running totals (the reducer's PlanState, or a cap_plan row). */
export interface PlanTotals {
  reserved: Dec;
  outstandingAwards: Dec;
  issuedFromPlan: Dec;
}

/** One holder's sums over their active securities. */
export interface HolderTotals {
  stakeholderId: string;
  /** Shares (common and preferred) as-converted: quantity × the class's conversion ratio, summed. */
  asConverted: Dec;
  /** Options and warrants held. */
  rights: Dec;
  /** Shares their convertibles would get under the stated assumptions. */
  convertibles: Dec;
}

/** Everything ownership needs, as sums: classes, plans, active quantities by kind and the convertibles' assumed shares. */
export interface OwnershipTotals {
  classes: readonly ClassTotals[];
  plans: readonly PlanTotals[];
  /** Quantities of active securities by kind (OP and WA are read). */
  byKind: Readonly<Partial<Record<SecurityKind, Dec>>>;
  /** Shares all convertibles would get under the stated assumptions (read under FD_INCL_CONVERTIBLES). */
  convertibles: Dec;
  /** Per-holder sums; omit to compute the totals only (a paged list calls holderOwnership per row). */
  holders?: readonly HolderTotals[];
}

/** The base a holder's row is measured against. */
export type OwnershipBase = Pick<OwnershipSummary, 'definition' | 'fullyDiluted' | 'outstandingAsConverted'>;

/** A holder's figures under the base's definition: the same rule for the full list and for one paged row. */
export function holderOwnership(h: HolderTotals, base: OwnershipBase): StakeholderRow {
  const rights =
    base.definition === 'OUTSTANDING_ONLY'
      ? '0'
      : base.definition === 'FD_INCL_CONVERTIBLES'
        ? add(h.rights, h.convertibles)
        : h.rights;
  const fd = add(h.asConverted, rights);
  return {
    stakeholderId: h.stakeholderId,
    asConverted: h.asConverted,
    rights,
    fullyDiluted: fd,
    percentFullyDiluted: percent(fd, base.fullyDiluted),
    percentOutstanding: h.asConverted === '0' ? null : percent(h.asConverted, base.outstandingAsConverted),
  };
}

/** The summary by class (and by holder, when the totals carry them) under one named definition. */
export function ownershipFromTotals(t: OwnershipTotals, opts: Omit<OwnershipOptions, 'convertibleAssumptions'> = {}) {
  const definition = opts.definition ?? 'FD';
  const withRights = definition !== 'OUTSTANDING_ONLY';
  const options = t.byKind.OP ?? '0';
  const warrants = t.byKind.WA ?? '0';
  const pool = sum(t.plans.map(planAvailable));
  const promised = opts.promisedOptions ?? '0';
  const convertibles = definition === 'FD_INCL_CONVERTIBLES' ? t.convertibles : '0';

  const classes = t.classes.map((c) => {
    const outstanding = sub(c.issued, c.treasury);
    return {
      ...c,
      outstanding,
      asConverted: c.conversionRatio === '1' ? outstanding : mul(outstanding, c.conversionRatio),
    };
  });
  // Each class's holdings plus treasury equal its issued shares (a ledger invariant), so this is the holders' sum.
  const outstandingAsConverted = sum(classes.map((c) => c.asConverted));
  const fullyDiluted = withRights
    ? sum([outstandingAsConverted, options, warrants, promised, pool, convertibles])
    : outstandingAsConverted;
  const base: OwnershipBase = { definition, fullyDiluted, outstandingAsConverted };
  return {
    definition,
    definitionText: FD_DEFINITIONS[definition],
    classes: classes.map((c) => ({
      classId: c.classId,
      kind: c.kind,
      authorized: c.authorized,
      issued: c.issued,
      treasury: c.treasury,
      outstanding: c.outstanding,
      asConverted: c.asConverted,
      percentFullyDiluted: percent(c.asConverted, fullyDiluted),
    })),
    stakeholders: (t.holders ?? []).map((h) => holderOwnership(h, base)).filter((r) => r.fullyDiluted !== '0'),
    optionsOutstanding: withRights ? options : '0',
    warrantsOutstanding: withRights ? warrants : '0',
    promisedOptions: withRights ? promised : '0',
    unissuedPool: withRights ? pool : '0',
    convertibles,
    outstandingAsConverted,
    fullyDiluted,
  } satisfies OwnershipSummary;
}

/** The totals of a replayed ledger: active securities summed by kind and by holder. */
export function ownershipTotals(
  state: LedgerState,
  convertibleAssumptions: Readonly<Record<string, Dec>> = {},
): OwnershipTotals {
  const byKind = new Map<SecurityKind, Accumulator>();
  const holders = new Map<string, { asConverted: Accumulator; rights: Accumulator; convertibles: Accumulator }>();
  const convertibles = accumulator();
  for (const h of Object.values(state.securities)) {
    if (h.status !== 'active') continue;
    const k = byKind.get(h.kind) ?? accumulator();
    byKind.set(h.kind, k);
    k.add(h.quantity);
    let row = holders.get(h.stakeholderId);
    if (!row) {
      row = { asConverted: accumulator(), rights: accumulator(), convertibles: accumulator() };
      holders.set(h.stakeholderId, row);
    }
    if (h.kind === 'CS' || h.kind === 'PS') {
      const r = (h.classId ? state.classes[h.classId]?.conversionRatio : undefined) ?? '1';
      row.asConverted.add(r === '1' ? h.quantity : mul(h.quantity, r));
    } else if (h.kind === 'OP' || h.kind === 'WA') row.rights.add(h.quantity);
    else {
      const assumed = convertibleAssumptions[h.securityId] ?? '0';
      row.convertibles.add(assumed);
      convertibles.add(assumed);
    }
  }
  return {
    classes: Object.values(state.classes),
    plans: Object.values(state.plans),
    byKind: Object.fromEntries([...byKind].map(([kind, acc]) => [kind, acc.value()])),
    convertibles: convertibles.value(),
    holders: [...holders].map(([stakeholderId, r]) => ({
      stakeholderId,
      asConverted: r.asConverted.value(),
      rights: r.rights.value(),
      convertibles: r.convertibles.value(),
    })),
  };
}

/** The summary by class and by stakeholder under one named definition. */
export function ownership(state: LedgerState, opts: OwnershipOptions = {}): OwnershipSummary {
  const { convertibleAssumptions, ...rest } = opts;
  return ownershipFromTotals(ownershipTotals(state, convertibleAssumptions), rest);
}
