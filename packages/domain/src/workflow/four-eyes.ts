/**
 * Four eyes (ADR 0026, issue 15): a decision that publishes to investors or moves money is taken by
 * someone other than the people who made the thing decided on. The makers are whoever created or
 * changed it (an opportunity's editors, the proposer of new wire instructions); the checker is the
 * user deciding. Ids are compared without regard to case, as UUIDs may be written either way.
 */
export interface FourEyesInput {
  /** The user who approves. */
  checkerId: string;
  /** Every user who created or changed the subject. */
  makerIds: readonly string[];
}

export type FourEyesResult = { allowed: true } | { allowed: false; reason: 'FOUR_EYES_REQUIRED' };

export function checkFourEyes({ checkerId, makerIds }: FourEyesInput): FourEyesResult {
  const checker = checkerId.trim().toLowerCase();
  // No known checker is never a second pair of eyes.
  if (checker === '') return { allowed: false, reason: 'FOUR_EYES_REQUIRED' };
  const isMaker = makerIds.some((id) => id.trim().toLowerCase() === checker);
  return isMaker ? { allowed: false, reason: 'FOUR_EYES_REQUIRED' } : { allowed: true };
}

/** The refusals as shown to the user, by subject. */
export const FOUR_EYES_MESSAGES = {
  opportunity: 'You edited this opportunity; another approver must review it.',
  wireInstructions: 'You proposed these wire instructions; another administrator must approve them.',
} as const;
