/**
 * Spec 6: "Secondary opportunities show only when the account has a branding mpid and either
 * public branding enables them or the account has any." We read "the account has any" as: the
 * investing entity already holds an investment in a SECONDARY opportunity of this fiduciary (ADR 0007).
 */
export interface SecondaryVisibilityInput {
  /** The fiduciary's branding mpid (fiduciary.mpid). */
  mpid: string | null | undefined;
  /** public_branding s3Data.showSecondaryOpportunities. */
  showSecondaryOpportunities: boolean | null | undefined;
  /** Whether the entity has any investment in a secondary opportunity. */
  hasSecondaryInvestments: boolean;
}

export function canSeeSecondaries(input: SecondaryVisibilityInput): boolean {
  const hasMpid = typeof input.mpid === 'string' && input.mpid.trim() !== '';
  return hasMpid && (input.showSecondaryOpportunities === true || input.hasSecondaryInvestments);
}

/** Lifecycle statuses an investor may see: Published to act on, Closed as history. */
export const INVESTOR_VISIBLE_STATUSES = ['Published', 'Closed'] as const;
export type InvestorVisibleStatus = (typeof INVESTOR_VISIBLE_STATUSES)[number];
export const DEFAULT_INVESTOR_STATUS: InvestorVisibleStatus = 'Published';

export function isInvestorVisibleStatus(status: string): status is InvestorVisibleStatus {
  return (INVESTOR_VISIBLE_STATUSES as readonly string[]).includes(status);
}
