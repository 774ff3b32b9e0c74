/**
 * Checks security terms by type number (spec 3, CAPTABLE 3) and names the field of each problem, in
 * words, so a refusal can say which field is wrong.
 */
import { type Dec, gt, gte, isDec, lte } from './exact.ts';
import type { Money, SecurityTerms } from './securities.ts';

export interface TermsProblem {
  field: string;
  message: string;
}

type Check = (field: string, label: string, v: unknown) => TermsProblem | null;

const money: Check = (field, label, v) => {
  const m = v as Money | undefined;
  if (!m || !isDec(m.amount)) return { field, message: `${label} is required, as an amount of money.` };
  if (!gte(m.amount, '0')) return { field, message: `${label} cannot be negative.` };
  if (!/^[A-Z]{3}$/.test(m.currency ?? '')) return { field, message: `${label} needs a currency, such as USD.` };
  return null;
};
const rate: Check = (field, label, v) =>
  isDec(v) && gte(v, '0') && lte(v, '1')
    ? null
    : { field, message: `${label} must be between 0 and 1 (for example 0.08 for 8%).` };
const positive: Check = (field, label, v) =>
  isDec(v) && gt(v, '0') ? null : { field, message: `${label} must be more than zero.` };
const atLeast =
  (min: Dec): Check =>
  (field, label, v) =>
    isDec(v) && gte(v, min) ? null : { field, message: `${label} must be at least ${min}.` };
const wholeMonths: Check = (field, label, v) =>
  Number.isInteger(v) && (v as number) > 0
    ? null
    : { field, message: `${label} must be a whole number more than zero.` };
const optional =
  (c: Check): Check =>
  (field, label, v) =>
    v === undefined || v === null ? null : c(field, label, v);

function run(rows: [Check, string, string, unknown][]): TermsProblem[] {
  return rows.map(([check, field, label, v]) => check(field, label, v)).filter((p): p is TermsProblem => p !== null);
}

/** Every problem in `t`, each naming its field; an empty list means the terms are valid. */
export function validateTerms(t: SecurityTerms): TermsProblem[] {
  switch (t.type) {
    case 1:
      return run([[money, 'pricePerShare', 'The price per share', t.pricePerShare]]);
    case 2:
    case 3: {
      const problems = run([
        [money, 'originalIssuePrice', 'The original issue price', t.originalIssuePrice],
        [money, 'conversionPrice', 'The conversion price', t.conversionPrice],
        [positive, 'conversionRatio', 'The conversion ratio', t.conversionRatio?.numerator],
        [positive, 'conversionRatio', 'The conversion ratio', t.conversionRatio?.denominator],
        [
          atLeast('0'),
          'liquidationPreferenceMultiple',
          'The liquidation preference multiple',
          t.liquidationPreferenceMultiple,
        ],
        [optional(rate), 'dividend', 'The dividend rate', t.dividend?.rate],
      ]);
      if (t.participation?.kind === 'participating_capped')
        problems.push(
          ...run([[atLeast('1'), 'participation', 'The participation cap multiple', t.participation.capMultiple]]),
        );
      if (!Number.isInteger(t.seniority))
        problems.push({ field: 'seniority', message: 'The seniority must be a whole number.' });
      if (t.antiDilutionProtection === 'N' && t.antiDilution !== 'none')
        problems.push({
          field: 'antiDilution',
          message: 'Choose no anti-dilution method when the class has no anti-dilution protection.',
        });
      if (t.antiDilutionProtection === 'Y' && t.antiDilution === 'none')
        problems.push({
          field: 'antiDilution',
          message: 'Choose the anti-dilution method (broad-based weighted average is the default).',
        });
      return problems;
    }
    case 4:
      return run([
        [money, 'purchaseAmount', 'The purchase amount', t.purchaseAmount],
        [optional(money), 'valuationCap', 'The valuation cap', t.valuationCap],
        [optional(rate), 'conversionDiscount', 'The conversion discount', t.conversionDiscount],
        [optional(money), 'conversionTrigger', 'The minimum raise', t.conversionTrigger?.minimumRaise],
      ]);
    case 5: {
      const problems = run([
        [money, 'principal', 'The principal', t.principal],
        [wholeMonths, 'termMonths', 'The term in months', t.termMonths],
        [optional(money), 'trigger', 'The qualified financing amount', t.trigger],
        [optional(rate), 'discount', 'The discount', t.discount],
        [optional(money), 'valuationCap', 'The valuation cap', t.valuationCap],
        [optional(atLeast('1')), 'earlyExitMultiple', 'The early exit multiple', t.earlyExitMultiple],
        [optional(rate), 'warrantCoverage', 'The warrant coverage', t.warrantCoverage],
      ]);
      if (!t.interestRate?.length) problems.push({ field: 'interestRate', message: 'The interest rate is required.' });
      for (const r of t.interestRate ?? [])
        problems.push(...run([[rate, 'interestRate', 'The interest rate', r.rate]]));
      return problems;
    }
    case 6:
    case 7:
    case 8:
      return run([
        [rate, 'interestRate', 'The interest rate', t.interestRate],
        [wholeMonths, 'term', 'The term', t.term],
      ]);
    case 9:
      return run([
        [rate, 'managementFee', 'The management fee', t.managementFee],
        [rate, 'carry', 'The carry', t.carry],
        [rate, 'managementParticipation', 'The management participation', t.managementParticipation],
        [rate, 'hurdleRate', 'The hurdle rate', t.hurdleRate],
        [wholeMonths, 'fundTerm', 'The fund term in years', t.fundTerm],
      ]);
  }
}
