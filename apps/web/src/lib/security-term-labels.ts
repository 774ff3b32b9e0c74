import type { SecurityTerms } from '@dl/contracts';
import { formatCurrency } from '@dl/domain';

/** How a term's value is written: money, a rate, a multiple, months, years, Y/N or text. */
export type TermFormat = 'money' | 'percent' | 'multiple' | 'months' | 'years' | 'yesno' | 'text';

/**
 * Spec 3 "Security terms by type number": the label and display format of each field, in the spec's
 * order. Read by the investor's opportunity page and the issuer's editor alike.
 */
export const SECURITY_TERM_FIELDS: Readonly<Record<string, { label: string; format: TermFormat }>> = {
  pricePerShare: { label: 'Price per share', format: 'money' },
  conversionRatio: { label: 'Conversion ratio', format: 'multiple' },
  liquidationPreferenceMultiple: { label: 'Liquidation preference', format: 'multiple' },
  interestRate: { label: 'Interest rate', format: 'percent' },
  dividends: { label: 'Dividends', format: 'percent' },
  antiDilutionProtection: { label: 'Anti-dilution protection', format: 'yesno' },
  valuationCap: { label: 'Valuation cap', format: 'money' },
  conversionTrigger: { label: 'Conversion trigger', format: 'text' },
  conversionDiscount: { label: 'Conversion discount', format: 'percent' },
  term: { label: 'Term', format: 'months' },
  trigger: { label: 'Trigger', format: 'text' },
  discount: { label: 'Discount', format: 'percent' },
  compoundPeriod: { label: 'Compound period', format: 'text' },
  accrualPeriod: { label: 'Accrual period', format: 'text' },
  earlyExitMultiple: { label: 'Early exit multiple', format: 'multiple' },
  warrantCoverage: { label: 'Warrant coverage', format: 'percent' },
  managementFee: { label: 'Management fee', format: 'percent' },
  carry: { label: 'Carry', format: 'percent' },
  managementParticipation: { label: 'Management participation', format: 'percent' },
  hurdleRate: { label: 'Hurdle rate', format: 'percent' },
  fundTerm: { label: 'Fund term', format: 'years' },
  administrator: { label: 'Administrator', format: 'text' },
  auditor: { label: 'Auditor', format: 'text' },
  secREgistered: { label: 'SEC registered', format: 'yesno' },
};

/** The security kind each type number describes. */
export const SECURITY_TYPE_NAMES: Readonly<Record<SecurityTerms['type'], string>> = {
  1: 'Common equity',
  2: 'Preferred equity',
  3: 'Preferred equity',
  4: 'SAFE',
  5: 'Convertible note',
  6: 'Debt',
  7: 'Debt',
  8: 'Debt',
  9: 'Fund',
};

/** A term's value as shown: '$1.25', '8%', '1.5x', '24 months', 'Yes'. */
function formatTermValue(value: unknown, format: TermFormat): string {
  switch (format) {
    case 'money':
      return formatCurrency(String(value), { precision: 2, abbreviate: false });
    case 'percent':
      return `${value}%`;
    case 'multiple':
      return `${value}x`;
    case 'months':
      return `${value} months`;
    case 'years':
      return `${value} years`;
    case 'yesno':
      return value === 'Y' ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

export interface TermRow {
  key: string;
  label: string;
  value: string;
}

/** The terms that are filled in, labelled and formatted, in the spec's order. */
export function securityTermRows(terms: SecurityTerms): TermRow[] {
  return Object.entries(SECURITY_TERM_FIELDS)
    .filter(([key]) => key in terms && (terms as Record<string, unknown>)[key] !== undefined)
    .map(([key, { label, format }]) => ({
      key,
      label,
      value: formatTermValue((terms as Record<string, unknown>)[key], format),
    }));
}
