import {
  type CapVesting,
  isoDateSchema,
  type SecurityDetail,
  type SecurityDraftBody,
  securityDraftBodySchema,
} from '@dl/contracts';
import { captable } from '@dl/domain';
import { z } from 'zod';

/** Blank text is "not filled yet" (null on the wire), so a half-made draft still saves. */
const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), schema);
const text = (max: number) => blank(z.string().trim().max(max, `Use at most ${max} characters`).nullish());

export type VestingMode = 'unset' | 'none' | 'time' | 'custom';

/**
 * The draft form: the contract's draft body with its blank texts read as null, the OCF detail fields
 * the readiness list asks for written out, and how the person chose vesting (`vesting_mode`).
 */
export const draftFormSchema = securityDraftBodySchema.extend({
  stakeholder_id: blank(securityDraftBodySchema.shape.stakeholder_id),
  class_id: blank(securityDraftBodySchema.shape.class_id),
  plan_id: blank(securityDraftBodySchema.shape.plan_id),
  terms_id: blank(securityDraftBodySchema.shape.terms_id),
  quantity: blank(securityDraftBodySchema.shape.quantity),
  price: blank(securityDraftBodySchema.shape.price),
  option_kind: blank(securityDraftBodySchema.shape.option_kind),
  issue_date: blank(securityDraftBodySchema.shape.issue_date),
  vesting_mode: z.enum(['unset', 'none', 'time', 'custom']),
  details: z.object({
    custom_id: text(100),
    security_law_exemptions: text(200),
    board_approval_date: blank(isoDateSchema.nullish()),
    expiration_date: blank(isoDateSchema.nullish()),
    purchase_price: blank(securityDraftBodySchema.shape.price),
    seniority: blank(z.coerce.number().int('Enter a whole number').min(1, 'Enter 1 or more').nullish()),
    conversion_triggers: text(500),
    exercise_triggers: text(500),
    stock_legend_ids: text(500),
    legends_none: z.boolean(),
  }),
});

export type DraftFormOutput = z.output<typeof draftFormSchema>;

/** What the inputs hold: texts ('' while empty), the vesting as edited. */
export interface DraftFormValues {
  kind: captable.SecurityKind;
  stakeholder_id: string;
  class_id: string;
  plan_id: string;
  terms_id: string;
  quantity: string;
  price: string;
  option_kind: string;
  issue_date: string | null;
  vesting_mode: VestingMode;
  vesting: CapVesting | null;
  details: {
    custom_id: string;
    security_law_exemptions: string;
    board_approval_date: string | null;
    expiration_date: string | null;
    purchase_price: string;
    seniority: string;
    conversion_triggers: string;
    exercise_triggers: string;
    stock_legend_ids: string;
    legends_none: boolean;
  };
}

/** 48 monthly installments with the cliff at 12 (four years, one-year cliff), the usual grant. */
export const DEFAULT_TIME_VESTING: CapVesting = {
  type: 'time',
  start_date: '',
  installments: 48,
  frequency: 'monthly',
  cliff_installment: 12,
};

const str = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' ? String(v) : '');
const exemptionText = (v: unknown): string =>
  Array.isArray(v)
    ? v
        .map((e) => (typeof e === 'object' && e !== null ? str((e as { description?: unknown }).description) : str(e)))
        .join('; ')
    : str(v);
const legendText = (v: unknown): string => (Array.isArray(v) ? v.map(str).join(', ') : str(v));

export function emptyDraft(kind: captable.SecurityKind = 'CS'): DraftFormValues {
  return {
    kind,
    stakeholder_id: '',
    class_id: '',
    plan_id: '',
    terms_id: '',
    quantity: '',
    price: '',
    option_kind: '',
    issue_date: null,
    vesting_mode: 'unset',
    vesting: null,
    details: {
      custom_id: '',
      security_law_exemptions: '',
      board_approval_date: null,
      expiration_date: null,
      purchase_price: '',
      seniority: '',
      conversion_triggers: '',
      exercise_triggers: '',
      stock_legend_ids: '',
      legends_none: false,
    },
  };
}

/** The form's values of a saved draft. */
export function toFormValues(s: SecurityDetail): DraftFormValues {
  const d = s.details;
  const mode: VestingMode = s.vesting ? s.vesting.type : d.no_vesting === true ? 'none' : 'unset';
  return {
    kind: s.kind,
    stakeholder_id: s.stakeholder_id ?? '',
    class_id: s.class_id ?? '',
    plan_id: s.plan_id ?? '',
    terms_id: s.terms_id ?? '',
    quantity: s.quantity ?? '',
    price: s.price ?? '',
    option_kind: s.option_kind ?? '',
    issue_date: s.issue_date,
    vesting_mode: mode,
    vesting: s.vesting,
    details: {
      custom_id: str(d.custom_id),
      security_law_exemptions: exemptionText(d.security_law_exemptions),
      board_approval_date: str(d.board_approval_date) || null,
      expiration_date: str(d.expiration_date) || null,
      purchase_price: str(d.purchase_price),
      seniority: str(d.seniority),
      conversion_triggers: str(d.conversion_triggers),
      exercise_triggers: str(d.exercise_triggers),
      stock_legend_ids: legendText(d.stock_legend_ids),
      legends_none: d.legends_none === true,
    },
  };
}

/** Which fields a kind shows (the rest are sent empty). */
export function fieldsOf(kind: captable.SecurityKind) {
  const stock = kind === 'CS' || kind === 'PS';
  const convertible = kind === 'CN' || kind === 'SAFE';
  return {
    /** Shares are of a class; a warrant names the class it is exercised into. */
    stockClass: stock || kind === 'WA',
    plan: kind === 'OP',
    optionKind: kind === 'OP',
    price: !convertible,
    priceLabel: stock ? 'Price per share' : 'Exercise price',
    quantityLabel: convertible ? 'Investment amount' : kind === 'OP' ? 'Number of options' : 'Number of shares',
    expiration: kind === 'OP' || kind === 'WA',
    purchasePrice: kind === 'WA',
    exerciseTriggers: kind === 'WA',
    conversion: convertible,
    legends: stock,
    vesting: kind !== 'CN' && kind !== 'SAFE',
  };
}

const compact = (o: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== null && v !== undefined && v !== ''));

/** The body sent: fields the kind does not use are left out; details keep their OCF names. */
export function toBody(v: DraftFormOutput): SecurityDraftBody {
  const f = fieldsOf(v.kind);
  const d = v.details;
  const legends = d.stock_legend_ids
    ? d.stock_legend_ids
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : null;
  return {
    kind: v.kind,
    stakeholder_id: v.stakeholder_id ?? null,
    class_id: f.stockClass ? (v.class_id ?? null) : null,
    plan_id: f.plan ? (v.plan_id ?? null) : null,
    quantity: v.quantity ?? null,
    price: f.price ? (v.price ?? null) : null,
    terms_id: v.terms_id ?? null,
    option_kind: f.optionKind ? (v.option_kind ?? null) : null,
    issue_date: v.issue_date ?? null,
    vesting: f.vesting && (v.vesting_mode === 'time' || v.vesting_mode === 'custom') ? (v.vesting ?? null) : null,
    details: compact({
      custom_id: d.custom_id,
      security_law_exemptions: d.security_law_exemptions
        ? [{ description: d.security_law_exemptions, jurisdiction: 'US' }]
        : null,
      board_approval_date: d.board_approval_date,
      expiration_date: f.expiration ? d.expiration_date : null,
      purchase_price: f.purchasePrice ? d.purchase_price : null,
      seniority: f.conversion ? d.seniority : null,
      conversion_triggers: f.conversion ? d.conversion_triggers : null,
      exercise_triggers: f.exerciseTriggers ? d.exercise_triggers : null,
      stock_legend_ids: f.legends && legends?.length ? legends : null,
      legends_none: f.legends && d.legends_none ? true : null,
      no_vesting: f.vesting && v.vesting_mode === 'none' ? true : null,
    }),
  };
}

/**
 * Readiness while the person types: the same mapping the API applies to a saved draft (its
 * captable-securities readiness module) over the domain's `captable.readiness`. The saved draft's
 * own readiness, from the server, is what issuing checks.
 */
export function liveReadiness(v: DraftFormValues, planHasWindows: boolean): captable.Readiness {
  const filled = (s: string | null | undefined) => (s && s.trim() !== '' ? s.trim() : undefined);
  const d = v.details;
  const quantity = filled(v.quantity);
  const vesting =
    v.vesting_mode === 'none'
      ? 'none'
      : v.vesting_mode === 'time' || v.vesting_mode === 'custom'
        ? v.vesting
        : undefined;
  return captable.readiness(v.kind, {
    stakeholderId: filled(v.stakeholder_id),
    issueDate: filled(v.issue_date),
    securityLawExemptions: filled(d.security_law_exemptions),
    stockClassId: filled(v.class_id),
    quantity,
    sharePrice: filled(v.price),
    legendIds: filled(d.stock_legend_ids),
    legendsNone: d.legends_none,
    investmentAmount: quantity && !/^0+(\.0+)?$/.test(quantity) ? quantity : undefined,
    conversionTriggers: filled(d.conversion_triggers),
    seniority: filled(d.seniority),
    exercisePrice: filled(v.price),
    purchasePrice: filled(d.purchase_price),
    exerciseTriggers: filled(d.exercise_triggers),
    optionKind: filled(v.option_kind),
    expirationDate: filled(d.expiration_date),
    terminationWindows: planHasWindows ? 'plan' : undefined,
    planId: filled(v.plan_id),
    vesting: vesting ?? undefined,
  });
}

const DRAFT_FIELDS = new Set([
  'kind',
  'stakeholder_id',
  'class_id',
  'plan_id',
  'terms_id',
  'quantity',
  'price',
  'option_kind',
  'issue_date',
  'vesting',
]);

/** Whether a refusal's field path has an input of its own in the draft form. */
export function isDraftField(path: string): boolean {
  if (DRAFT_FIELDS.has(path) || path.startsWith('vesting.')) return true;
  const [head, key] = path.split('.');
  return head === 'details' && key !== undefined && key in emptyDraft().details;
}
