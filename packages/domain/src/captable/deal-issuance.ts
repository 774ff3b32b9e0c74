/**
 * From deal to ledger (issue 17 point 8): what an executed investment becomes in the issuer's cap
 * table. The opportunity's share terms name the security by type number (spec 3): 1 common, 2-3
 * preferred, 4 SAFE, 5 convertible note; 6-9 (debt-like instruments and fund terms) are not equity
 * of the company and make no cap-table entry. Shares bought for money are floor(amount / price)
 * (rule R5 of the profile); the remainder is recorded as cash.
 */
import { type Dec, gt, isDec } from './exact.ts';
import { floorShares, PROFILES, type ProfileName, type Rounded } from './rounding.ts';
import type { SecurityKind } from './securities.ts';

const KIND_BY_TYPE: Partial<Record<number, SecurityKind>> = { 1: 'CS', 2: 'PS', 3: 'PS', 4: 'SAFE', 5: 'CN' };

/** The security an opportunity's terms name, or null when the terms make no cap-table entry. */
export function dealSecurityKind(termsType: number | null | undefined): SecurityKind | null {
  return termsType === null || termsType === undefined ? null : (KIND_BY_TYPE[termsType] ?? null);
}

export type DealIssuance =
  | { kind: 'CS' | 'PS'; quantity: Rounded; price: Dec; cash: Rounded }
  /** Shares without a known price: the draft waits for one ('Missing Information'). */
  | { kind: 'CS' | 'PS'; quantity: null; price: null; cash: null }
  /** SAFE and note: the money invested is the purchase amount or principal; no shares yet. */
  | { kind: 'SAFE' | 'CN'; quantity: null; price: null; cash: null; amount: Dec };

/** What the draft issuance of an investment of `amount` holds under the opportunity's terms. */
export function dealIssuance(
  kind: SecurityKind,
  amount: Dec,
  pricePerShare: Dec | null,
  profile: ProfileName = 'DL-DEFAULT',
): DealIssuance | null {
  if (kind === 'SAFE' || kind === 'CN') return { kind, quantity: null, price: null, cash: null, amount };
  if (kind !== 'CS' && kind !== 'PS') return null;
  if (pricePerShare === null || !isDec(pricePerShare) || !gt(pricePerShare, '0'))
    return { kind, quantity: null, price: null, cash: null };
  const { shares, cashInLieu } = floorShares(amount, pricePerShare, PROFILES[profile]);
  return { kind, quantity: shares, price: pricePerShare, cash: cashInLieu };
}
