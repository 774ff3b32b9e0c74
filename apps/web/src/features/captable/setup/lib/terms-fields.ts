/**
 * The form of security terms by type number (spec 3, CAPTABLE 3): each field of the domain's
 * SecurityTerms of that type, with its words. Values are kept as text in a flat form keyed by the
 * field's path ('conversionRatio.numerator'); money is an amount in US dollars.
 */
type TermsFieldKind = 'money' | 'decimal' | 'whole' | 'date' | 'text' | 'yesno' | 'select';

export interface TermsField {
  path: string;
  label: string;
  kind: TermsFieldKind;
  optional?: boolean;
  options?: readonly { value: string; label: string }[];
  /** Shown only when another field has this value. */
  when?: { path: string; value: string };
}

export const TERMS_TYPE_LABELS: Record<number, string> = {
  1: '1 · Common equity',
  2: '2 · Preferred equity',
  3: '3 · Preferred equity (series)',
  4: '4 · SAFE',
  5: '5 · Convertible note',
  6: '6 · Debt',
  7: '7 · Debt',
  8: '8 · Debt',
  9: '9 · Fund',
};

const PARTICIPATION = [
  { value: 'non_participating', label: 'Non-participating' },
  { value: 'participating', label: 'Participating' },
  { value: 'participating_capped', label: 'Participating with a cap' },
];
const ANTI_DILUTION = [
  { value: 'none', label: 'None' },
  { value: 'broad_weighted_average', label: 'Broad-based weighted average' },
  { value: 'narrow_weighted_average', label: 'Narrow-based weighted average' },
  { value: 'full_ratchet', label: 'Full ratchet' },
];
const YES_NO = [
  { value: 'Y', label: 'Yes' },
  { value: 'N', label: 'No' },
];
const PERIODS = (values: string[]) =>
  values.map((value) => ({ value, label: value.replace('_', '-').replace(/^./, (c) => c.toUpperCase()) }));

const PREFERRED: TermsField[] = [
  { path: 'originalIssuePrice', label: 'Original issue price', kind: 'money' },
  { path: 'conversionPrice', label: 'Conversion price', kind: 'money' },
  { path: 'conversionRatio.numerator', label: 'Conversion ratio: numerator', kind: 'decimal' },
  { path: 'conversionRatio.denominator', label: 'Conversion ratio: denominator', kind: 'decimal' },
  { path: 'liquidationPreferenceMultiple', label: 'Liquidation preference (multiple)', kind: 'decimal' },
  { path: 'participation.kind', label: 'Participation', kind: 'select', options: PARTICIPATION },
  {
    path: 'participation.capMultiple',
    label: 'Participation cap (multiple)',
    kind: 'decimal',
    when: { path: 'participation.kind', value: 'participating_capped' },
  },
  { path: 'seniority', label: 'Seniority', kind: 'whole' },
  { path: 'dividend.rate', label: 'Dividend rate (%)', kind: 'decimal', optional: true },
  { path: 'dividend.cumulative', label: 'Cumulative dividend', kind: 'yesno', optional: true },
  { path: 'antiDilutionProtection', label: 'Anti-dilution protection', kind: 'select', options: YES_NO },
  { path: 'antiDilution', label: 'Anti-dilution method', kind: 'select', options: ANTI_DILUTION },
];

const TERMS_FIELDS: Record<number, TermsField[]> = {
  1: [{ path: 'pricePerShare', label: 'Price per share', kind: 'money' }],
  2: PREFERRED,
  3: PREFERRED,
  4: [
    { path: 'purchaseAmount', label: 'Purchase amount', kind: 'money' },
    { path: 'valuationCap', label: 'Valuation cap', kind: 'money', optional: true },
    { path: 'conversionDiscount', label: 'Conversion discount (%)', kind: 'decimal', optional: true },
    {
      path: 'timing',
      label: 'Valuation basis',
      kind: 'select',
      options: [
        { value: 'post_money', label: 'Post-money' },
        { value: 'pre_money', label: 'Pre-money' },
      ],
    },
    { path: 'mfn', label: 'Most favoured nation', kind: 'yesno' },
    {
      path: 'conversionTrigger.kind',
      label: 'Conversion trigger',
      kind: 'select',
      options: [
        { value: 'equity_financing', label: 'Equity financing' },
        { value: 'liquidity', label: 'Liquidity event' },
        { value: 'dissolution', label: 'Dissolution' },
      ],
    },
    { path: 'conversionTrigger.minimumRaise', label: 'Minimum raise', kind: 'money', optional: true },
  ],
  5: [
    { path: 'principal', label: 'Principal', kind: 'money' },
    { path: 'termMonths', label: 'Term (months)', kind: 'whole' },
    { path: 'interestRate.0.rate', label: 'Interest rate (%)', kind: 'decimal' },
    { path: 'interestRate.0.from', label: 'Interest from', kind: 'date' },
    {
      path: 'compounding',
      label: 'Compounding',
      kind: 'select',
      options: PERIODS(['simple', 'daily', 'monthly', 'quarterly', 'semi_annual', 'annual']),
    },
    {
      path: 'accrual',
      label: 'Accrual',
      kind: 'select',
      options: PERIODS(['daily', 'monthly', 'quarterly', 'annual']),
    },
    {
      path: 'dayCount',
      label: 'Day count',
      kind: 'select',
      options: [
        { value: 'ACTUAL_365', label: 'Actual/365' },
        { value: 'ACTUAL_360', label: 'Actual/360' },
        { value: '30_360', label: '30/360' },
      ],
    },
    { path: 'trigger', label: 'Qualified financing amount', kind: 'money', optional: true },
    { path: 'discount', label: 'Conversion discount (%)', kind: 'decimal', optional: true },
    { path: 'valuationCap', label: 'Valuation cap', kind: 'money', optional: true },
    { path: 'earlyExitMultiple', label: 'Early exit multiple', kind: 'decimal', optional: true },
    { path: 'warrantCoverage', label: 'Warrant coverage (%)', kind: 'decimal', optional: true },
  ],
  6: [
    { path: 'interestRate', label: 'Interest rate (%)', kind: 'decimal' },
    { path: 'term', label: 'Term (months)', kind: 'whole' },
  ],
  9: [
    { path: 'managementFee', label: 'Management fee (%)', kind: 'decimal' },
    { path: 'carry', label: 'Carry (%)', kind: 'decimal' },
    { path: 'managementParticipation', label: 'Management participation (%)', kind: 'decimal' },
    { path: 'hurdleRate', label: 'Hurdle rate (%)', kind: 'decimal' },
    { path: 'fundTerm', label: 'Fund term (years)', kind: 'whole' },
    { path: 'administrator', label: 'Administrator', kind: 'text', optional: true },
    { path: 'auditor', label: 'Auditor', kind: 'text', optional: true },
    { path: 'secREgistered', label: 'SEC registered', kind: 'yesno' },
  ],
};
TERMS_FIELDS[7] = TERMS_FIELDS[6] as TermsField[];
TERMS_FIELDS[8] = TERMS_FIELDS[6] as TermsField[];

export type TermsValues = Record<string, string>;

const DECIMAL = /^\d{1,30}(\.\d{1,20})?$/;
const WHOLE = /^\d{1,9}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function fieldsOf(type: number, values: TermsValues): TermsField[] {
  return (TERMS_FIELDS[type] ?? []).filter((f) => !f.when || values[f.when.path] === f.when.value);
}

/** The browser's checks before sending (the server checks again and names each problem's field). */
export function checkTerms(type: number, values: TermsValues): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fieldsOf(type, values)) {
    const value = (values[field.path] ?? '').trim();
    if (!value) {
      if (!field.optional) problems[field.path] = `${field.label} is required`;
      continue;
    }
    if ((field.kind === 'money' || field.kind === 'decimal') && !DECIMAL.test(value))
      problems[field.path] = 'Enter a number such as 1000 or 0.25';
    if (field.kind === 'whole' && !WHOLE.test(value)) problems[field.path] = 'Enter a whole number';
    if (field.kind === 'date' && !DATE.test(value)) problems[field.path] = 'Enter a date as MM/DD/YYYY';
  }
  return problems;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? '');
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/** The domain's SecurityTerms body from the form: money as {amount, currency}, whole numbers as numbers. */
export function toTermsBody(type: number, values: TermsValues): Record<string, unknown> {
  const body: Record<string, unknown> = { type };
  for (const field of fieldsOf(type, values)) {
    const raw = (values[field.path] ?? '').trim();
    if (!raw) continue;
    const value =
      field.kind === 'money'
        ? { amount: raw, currency: 'USD' }
        : field.kind === 'whole'
          ? Number(raw)
          : field.kind === 'yesno' && field.path !== 'antiDilutionProtection'
            ? raw === 'Y'
            : raw;
    setPath(body, field.path, value);
  }
  return body;
}

function getPath(source: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], source);
}

/** A stored body back in the form (for a revision). */
export function fromTermsBody(type: number, body: Record<string, unknown>): TermsValues {
  const values: TermsValues = {};
  for (const field of TERMS_FIELDS[type] ?? []) {
    const value = getPath(body, field.path);
    if (value === undefined || value === null) continue;
    if (field.kind === 'money') values[field.path] = String((value as { amount?: unknown }).amount ?? '');
    else if (typeof value === 'boolean') values[field.path] = value ? 'Y' : 'N';
    else values[field.path] = String(value);
  }
  return values;
}

/**
 * The form field a server problem belongs to: the domain names the top-level field
 * ('conversionRatio'), a validator may name a path ('body.pricePerShare.amount'); the first input
 * of that field takes the message.
 */
export function formFieldOf(type: number, serverField: string): string | null {
  const path = serverField.replace(/^body\./, '');
  const fields = TERMS_FIELDS[type] ?? [];
  const exact = fields.find((f) => f.path === path);
  if (exact) return exact.path;
  const top = path.split('.')[0] ?? '';
  return fields.find((f) => f.path === top || f.path.startsWith(`${top}.`))?.path ?? null;
}
