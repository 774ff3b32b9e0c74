import { AppError } from '#api/lib/app-error.ts';
import type { Executor } from '#api/db/database.ts';
import { findOnboardingStatuses } from './invitations.repository.ts';

/** Spec 3 status of an invitation whose KYC the fiduciary approved. */
const APPROVED = 5;

export const KYC_BEFORE_NDA =
  'Your details are still being reviewed. You can sign an NDA once the fiduciary has approved them.';

/**
 * The KYC gate (SECURITY.md "Invitations"): an entity that came in through an onboarding invitation
 * acts on opportunities (signs an NDA) only once the fiduciary approved its KYC. Entities the
 * fiduciary set up itself, with no invitation, are not held.
 */
export async function assertKycCleared(db: Executor, scope: { fiduciaryId: string; entityId: string }): Promise<void> {
  const statuses = await findOnboardingStatuses(db, scope.fiduciaryId, scope.entityId);
  if (statuses.length > 0 && !statuses.includes(APPROVED)) throw new AppError('FORBIDDEN', KYC_BEFORE_NDA);
}
