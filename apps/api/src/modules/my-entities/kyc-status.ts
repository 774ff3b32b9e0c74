import type { Executor } from '#api/db/database.ts';
import { findKycDecisions, findKycResponseStatuses } from './access.repository.ts';

/** Spec 3 invitation statuses that carry a KYC decision. */
const DECIDED: Record<number, string> = { 5: 'Approved', 6: 'Denied' };
const RESPONSE: Record<string, string> = { SUBMITTED: 'Submitted', DRAFT: 'In progress' };

/**
 * The KYC status of each entity, read only (ADR 0022): a decided onboarding invitation (Approved /
 * Denied) first, else the latest KYC form response (Submitted / In progress); absent when neither.
 */
export async function kycStatuses(db: Executor, fiduciaryId: string, entityIds: string[]) {
  const statuses = new Map<string, string>();
  if (entityIds.length === 0) return statuses;
  const [responses, invitations] = await Promise.all([
    findKycResponseStatuses(db, fiduciaryId, entityIds),
    findKycDecisions(db, fiduciaryId, entityIds),
  ]);
  // Later rows overwrite earlier ones: the newest response, then any decision over it.
  for (const r of responses) {
    const text = RESPONSE[r.status];
    if (text) statuses.set(r.entity_id, text);
  }
  for (const i of invitations) {
    const text = DECIDED[i.status];
    if (i.entity_id && text) statuses.set(i.entity_id, text);
  }
  return statuses;
}
