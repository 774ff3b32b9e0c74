import { captable } from '@dl/domain';

/**
 * A draft's readiness (spec 4, CAPTABLE 4.2): the row's columns and details mapped onto the domain's
 * draft record, then `captable.readiness`. Each missing item names the body field that fills it.
 */

export interface ReadinessSource {
  kind: captable.SecurityKind;
  stakeholder_id: string | null;
  class_id: string | null;
  plan_id: string | null;
  quantity: string | null;
  price: string | null;
  option_kind: string | null;
  issue_date: string | null;
  vesting: unknown;
  details: Record<string, unknown>;
  /** The plan's post-termination exercise windows (a grant inherits them). */
  plan_windows?: Record<string, unknown> | null;
}

/** The domain's draft key -> the body field a person fills. */
const FIELD_OF: Record<string, string> = {
  stakeholderId: 'stakeholder_id',
  issueDate: 'issue_date',
  securityLawExemptions: 'details.security_law_exemptions',
  stockClassId: 'class_id',
  quantity: 'quantity',
  sharePrice: 'price',
  legendIds: 'details.stock_legend_ids',
  investmentAmount: 'quantity',
  conversionTriggers: 'details.conversion_triggers',
  seniority: 'details.seniority',
  exercisePrice: 'price',
  purchasePrice: 'details.purchase_price',
  exerciseTriggers: 'details.exercise_triggers',
  optionKind: 'option_kind',
  expirationDate: 'details.expiration_date',
  terminationWindows: 'details.termination_windows',
  planId: 'plan_id',
  vesting: 'vesting',
};

const nonEmpty = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0;

/**
 * The record the domain checks. A note's or SAFE's quantity is its investment amount; `details.no_vesting`
 * true is the explicit choice of no vesting; `details.legends_none` true of no stock legends; a grant's
 * termination windows may come from its plan.
 */
function draftRecord(s: ReadinessSource): Record<string, unknown> {
  const d = s.details;
  const windows = nonEmpty(d.termination_windows)
    ? d.termination_windows
    : nonEmpty(s.plan_windows)
      ? s.plan_windows
      : undefined;
  return {
    stakeholderId: s.stakeholder_id,
    issueDate: s.issue_date,
    securityLawExemptions: d.security_law_exemptions,
    stockClassId: s.class_id,
    quantity: s.quantity ?? undefined,
    sharePrice: s.price,
    legendIds: d.stock_legend_ids,
    legendsNone: d.legends_none === true,
    investmentAmount: s.quantity !== null && !captable.exact.isZero(s.quantity) ? s.quantity : undefined,
    conversionTriggers: d.conversion_triggers,
    seniority: d.seniority,
    exercisePrice: s.price,
    purchasePrice: d.purchase_price,
    exerciseTriggers: d.exercise_triggers,
    optionKind: s.option_kind,
    expirationDate: d.expiration_date,
    terminationWindows: windows,
    planId: s.plan_id,
    vesting: s.vesting ?? (d.no_vesting === true ? 'none' : undefined),
  };
}

export interface ReadinessView {
  label: string;
  ready: boolean;
  missing: { field: string; label: string }[];
}

export function readinessOf(s: ReadinessSource): ReadinessView {
  const r = captable.readiness(s.kind, draftRecord(s));
  const byLabel = new Map(captable.REQUIRED_FOR_ISSUE[s.kind].map((f) => [f.label, f.key]));
  return {
    label: r.status,
    ready: r.status === 'Ready to be issued',
    missing: r.missing.map((label) => ({ field: FIELD_OF[byLabel.get(label) ?? ''] ?? 'details', label })),
  };
}
