import type { InvestmentStatus } from './investment.ts';
import type { NdaStatus } from './nda.ts';

/**
 * The issuer's funnel of investor interest per opportunity (issue 16 point 5), in order. Each
 * investing entity counts at every step up to the furthest it reached: an entity whose NDA is
 * executed has viewed the opportunity and signed the NDA, whether or not a view was recorded.
 */
export const INTEREST_FUNNEL_STEPS = [
  'viewed',
  'nda_signed',
  'nda_executed',
  'data_room_entered',
  'interest_sent',
  'deal_signed',
  'executed',
] as const;
export type InterestFunnelStep = (typeof INTEREST_FUNNEL_STEPS)[number];

export const INTEREST_FUNNEL_LABELS: Readonly<Record<InterestFunnelStep, string>> = {
  viewed: 'Viewed',
  nda_signed: 'NDA signed',
  nda_executed: 'NDA executed',
  data_room_entered: 'Data room entered',
  interest_sent: 'Interest sent',
  deal_signed: 'Deal signed',
  executed: 'Executed',
};

/** What is known of one entity for one opportunity. */
export interface InterestFacts {
  viewed: boolean;
  ndaStatus: NdaStatus | null;
  /** When the NDA was signed by the investor (kept after a later decline). */
  ndaSignedOn: unknown;
  dataRoomEntered: boolean;
  investmentStatus: InvestmentStatus | null;
  /** When the investor signed the deal (kept after a later decline). */
  dealSignedOn: unknown;
}

const present = (v: unknown) => v !== null && v !== undefined && v !== false;

/** The steps reached by their own evidence, before the closure over earlier steps. */
function evidence(f: InterestFacts): Record<InterestFunnelStep, boolean> {
  const investment = f.investmentStatus;
  return {
    viewed: f.viewed,
    nda_signed: present(f.ndaSignedOn) || f.ndaStatus === 'NDA_SIGNED' || f.ndaStatus === 'NDA_COUNTERSIGN_IN_PROCESS',
    nda_executed: f.ndaStatus === 'NDA_EXECUTED',
    data_room_entered: f.dataRoomEntered,
    interest_sent: investment !== null && investment !== 'CREATED',
    deal_signed: present(f.dealSignedOn),
    executed: investment === 'DEAL_EXECUTED',
  };
}

/** The furthest step an entity reached, or null when it has not even viewed the opportunity. */
export function furthestInterestStep(f: InterestFacts): InterestFunnelStep | null {
  const e = evidence(f);
  for (let i = INTEREST_FUNNEL_STEPS.length - 1; i >= 0; i -= 1) {
    const step = INTEREST_FUNNEL_STEPS[i] as InterestFunnelStep;
    if (e[step]) return step;
  }
  return null;
}

/** Whether an entity whose furthest step is `furthest` counts at `step` of the funnel. */
export function reachedInterestStep(furthest: InterestFunnelStep | null, step: InterestFunnelStep): boolean {
  return furthest !== null && INTEREST_FUNNEL_STEPS.indexOf(furthest) >= INTEREST_FUNNEL_STEPS.indexOf(step);
}

/** The funnel's counts from each entity's furthest step. */
export function interestFunnel(furthest: readonly (InterestFunnelStep | null)[]): Record<InterestFunnelStep, number> {
  return Object.fromEntries(
    INTEREST_FUNNEL_STEPS.map((step) => [step, furthest.filter((f) => reachedInterestStep(f, step)).length]),
  ) as Record<InterestFunnelStep, number>;
}
