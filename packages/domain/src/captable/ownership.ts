/**
 * Ownership views (CAPTABLE 5): authorized, issued, outstanding and fully diluted per class and per
 * stakeholder. Every fully-diluted figure names its definition; percentages are for display only.
 */
import { type Accumulator, accumulator, add, type Dec, mul, percent, sub, sum } from './exact.ts';
import { planAvailable } from './ledger.ts';
import type { LedgerState } from './ledger-types.ts';

export const FD_DEFINITIONS = {
  FD: 'Fully diluted: outstanding shares as-converted, outstanding options and warrants, promised options and the unissued pool (no convertibles)',
  OUTSTANDING_ONLY: 'Outstanding only: shares held by stockholders, preferred as-converted',
  FD_INCL_CONVERTIBLES: 'Fully diluted including convertibles, under a stated set of assumptions',
} as const;
export type FdDefinition = keyof typeof FD_DEFINITIONS;

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
  /** Options and warrants held (as exercised). */
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

/** The summary by class and by stakeholder under one named definition. */
export function ownership(state: LedgerState, opts: OwnershipOptions = {}): OwnershipSummary {
  const definition = opts.definition ?? 'FD';
  const active = Object.values(state.securities).filter((h) => h.status === 'active');
  const ratio = (classId?: string): Dec => (classId ? (state.classes[classId]?.conversionRatio ?? '1') : '1');
  const withRights = definition !== 'OUTSTANDING_ONLY';
  const options = sum(active.filter((h) => h.kind === 'OP').map((h) => h.quantity));
  const warrants = sum(active.filter((h) => h.kind === 'WA').map((h) => h.quantity));
  const pool = sum(Object.values(state.plans).map(planAvailable));
  const promised = opts.promisedOptions ?? '0';
  const convertibles =
    definition === 'FD_INCL_CONVERTIBLES'
      ? sum(
          active
            .filter((h) => h.kind === 'CN' || h.kind === 'SAFE')
            .map((h) => opts.convertibleAssumptions?.[h.securityId] ?? '0'),
        )
      : '0';

  const acc = new Map<string, { shares: Accumulator; rights: Accumulator }>();
  for (const h of active) {
    let row = acc.get(h.stakeholderId);
    if (!row) {
      row = { shares: accumulator(), rights: accumulator() };
      acc.set(h.stakeholderId, row);
    }
    if (h.kind === 'CS' || h.kind === 'PS') {
      const r = ratio(h.classId);
      row.shares.add(r === '1' ? h.quantity : mul(h.quantity, r));
    } else if (withRights && (h.kind === 'OP' || h.kind === 'WA')) row.rights.add(h.quantity);
    else if (definition === 'FD_INCL_CONVERTIBLES') row.rights.add(opts.convertibleAssumptions?.[h.securityId] ?? '0');
  }
  const holders = new Map([...acc].map(([id, r]) => [id, { shares: r.shares.value(), rights: r.rights.value() }]));
  const outstandingAsConverted = sum([...holders.values()].map((r) => r.shares));
  const fullyDiluted = withRights
    ? sum([outstandingAsConverted, options, warrants, promised, pool, convertibles])
    : outstandingAsConverted;

  const classes = Object.values(state.classes).map((c) => {
    const outstanding = sub(c.issued, c.treasury);
    const asConverted = mul(outstanding, c.conversionRatio);
    return {
      classId: c.classId,
      kind: c.kind,
      authorized: c.authorized,
      issued: c.issued,
      treasury: c.treasury,
      outstanding,
      asConverted,
      percentFullyDiluted: percent(asConverted, fullyDiluted),
    };
  });
  const stakeholders = [...holders.entries()]
    .map(([stakeholderId, r]) => {
      const fd = add(r.shares, r.rights);
      return {
        stakeholderId,
        asConverted: r.shares,
        rights: r.rights,
        fullyDiluted: fd,
        percentFullyDiluted: percent(fd, fullyDiluted),
        percentOutstanding: r.shares === '0' ? null : percent(r.shares, outstandingAsConverted),
      };
    })
    .filter((r) => r.fullyDiluted !== '0');
  return {
    definition,
    definitionText: FD_DEFINITIONS[definition],
    classes,
    stakeholders,
    optionsOutstanding: withRights ? options : '0',
    warrantsOutstanding: withRights ? warrants : '0',
    promisedOptions: withRights ? promised : '0',
    unissuedPool: withRights ? pool : '0',
    convertibles,
    outstandingAsConverted,
    fullyDiluted,
  };
}
