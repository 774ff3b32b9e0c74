/** Security kinds, ID prefixes, option kinds and the security terms by type number (spec 3, CAPTABLE 2-3). */
import type { Dec } from './exact.ts';

export const SECURITY_KINDS = ['CS', 'PS', 'WA', 'CN', 'SAFE', 'OP'] as const;
export type SecurityKind = (typeof SECURITY_KINDS)[number];

export const SECURITY_KIND_LABELS: Record<SecurityKind, string> = {
  CS: 'Common stock',
  PS: 'Preferred stock',
  WA: 'Warrant',
  CN: 'Convertible note',
  SAFE: 'SAFE',
  OP: 'Option',
};

/** The kind in words with its article, e.g. 'an option', 'a SAFE'. */
export function kindInWords(k: SecurityKind): string {
  const label = k === 'SAFE' ? 'SAFE' : SECURITY_KIND_LABELS[k].toLowerCase();
  return `${/^[aeiou]/i.test(label) && k !== 'SAFE' ? 'an' : 'a'} ${label}`;
}

/** Kinds that are shares of a stock class (counted as issued and outstanding). */
export const STOCK_KINDS: readonly SecurityKind[] = ['CS', 'PS'];
export const isStockKind = (k: SecurityKind): boolean => STOCK_KINDS.includes(k);

export const OPTION_KINDS = ['iso', 'nso', 'iso_nso'] as const;
export type OptionKind = (typeof OPTION_KINDS)[number];

/** A security id with its kind's prefix, e.g. securityId('CS', 22) = 'CS-22'. */
export const securityId = (kind: SecurityKind, n: number): string => `${kind}-${n}`;

/** The kind a security id names, or null when its prefix is not one of the six. */
export function kindOfId(id: string): SecurityKind | null {
  const prefix = id.split('-')[0] ?? '';
  return (SECURITY_KINDS as readonly string[]).includes(prefix) ? (prefix as SecurityKind) : null;
}

export interface Money {
  amount: Dec;
  currency: string;
}

export type Participation =
  | { kind: 'non_participating' }
  | { kind: 'participating' }
  | { kind: 'participating_capped'; capMultiple: Dec };

/** Type 1: common equity. */
export interface CommonTerms {
  type: 1;
  pricePerShare: Money;
}
/** Types 2 and 3: preferred equity. */
export interface PreferredTerms {
  type: 2 | 3;
  originalIssuePrice: Money;
  conversionPrice: Money;
  /** OIP / conversion price, kept as a ratio (OCF Ratio). */
  conversionRatio: { numerator: Dec; denominator: Dec };
  liquidationPreferenceMultiple: Dec;
  participation: Participation;
  seniority: number;
  dividend?: { rate: Dec; cumulative: boolean };
  antiDilutionProtection: 'Y' | 'N';
  antiDilution: 'none' | 'broad_weighted_average' | 'narrow_weighted_average' | 'full_ratchet';
}
/** Type 4: SAFE. */
export interface SafeTerms {
  type: 4;
  purchaseAmount: Money;
  valuationCap?: Money;
  conversionDiscount?: Dec;
  timing: 'post_money' | 'pre_money';
  mfn: boolean;
  conversionTrigger: { kind: 'equity_financing' | 'liquidity' | 'dissolution'; minimumRaise?: Money };
}
/** Type 5: convertible note. */
export interface NoteTerms {
  type: 5;
  principal: Money;
  termMonths: number;
  trigger?: Money;
  discount?: Dec;
  interestRate: { rate: Dec; from: string; to?: string }[];
  compounding: 'simple' | 'daily' | 'monthly' | 'quarterly' | 'semi_annual' | 'annual';
  accrual: 'daily' | 'monthly' | 'quarterly' | 'annual';
  dayCount: 'ACTUAL_365' | 'ACTUAL_360' | '30_360';
  valuationCap?: Money;
  earlyExitMultiple?: Dec;
  warrantCoverage?: Dec;
}
/** Types 6 to 8: non-convertible debt-like instruments (interestRate and term only). */
export interface DebtTerms {
  type: 6 | 7 | 8;
  interestRate: Dec;
  term: number;
}
/** Type 9: fund terms (FUND or SPV opportunities); the field spellings are the spec's. */
export interface FundTerms {
  type: 9;
  managementFee: Dec;
  carry: Dec;
  managementParticipation: Dec;
  hurdleRate: Dec;
  fundTerm: number;
  administrator?: string;
  auditor?: string;
  secREgistered: boolean;
}

export type SecurityTerms = CommonTerms | PreferredTerms | SafeTerms | NoteTerms | DebtTerms | FundTerms;
export type TermsType = SecurityTerms['type'];
