import type { Executor } from '#api/db/database.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { notifyEntity } from '../notifications/index.ts';
import { findCountersignSubject, findSignatoryEmails } from './nda.repository.ts';
import { FIDUCIARY_SIGNATORIES, ISSUER_SIGNATORIES } from './signatories.ts';

/**
 * Spec 4: 'The Document has been sent to Issuer for counter signing.' When the investor's signature
 * is sealed, the issuer's signatories hear of it through the outbox, in the sealing transaction (the
 * fiduciary's signatories when the issuer has none).
 */
export async function notifyCountersignatories(
  trx: Executor,
  nda: { fiduciary_id: string; opportunity_id: string; entity_id: string },
): Promise<void> {
  const subject = await findCountersignSubject(trx, nda.opportunity_id, nda.entity_id);
  if (!subject) return;
  const recipients = (roles: readonly string[], issuerId: string | null) =>
    findSignatoryEmails(trx, nda.fiduciary_id, roles, issuerId);
  let to = await recipients(ISSUER_SIGNATORIES, subject.issuer_id);
  if (to.length === 0) to = await recipients(FIDUCIARY_SIGNATORIES, null);
  for (const { email } of to) {
    await enqueueEmail(trx, {
      fiduciary_id: nda.fiduciary_id,
      to_address: email,
      kind: 'nda_awaiting_countersign',
      subject: `NDA to countersign: ${subject.name}`,
      body_text:
        `${subject.entity_name} signed the NDA for ${subject.name}. ` +
        'It is waiting for your countersignature in the issuer portal.',
    });
  }
}

/** The longest part of the decline reason the snackbar quotes (the NDA row keeps it whole). */
const REASON_QUOTED = 200;

/** The investor's entity hears that the issuer declined its NDA, and why (in the same transaction). */
export async function notifyNdaDeclined(
  trx: Executor,
  nda: { fiduciaryId: string; entityId: string; opportunityId: string; opportunityName: string; reason: string },
): Promise<void> {
  const reason = nda.reason.length > REASON_QUOTED ? `${nda.reason.slice(0, REASON_QUOTED - 1)}…` : nda.reason;
  await notifyEntity(trx, {
    fiduciaryId: nda.fiduciaryId,
    entityId: nda.entityId,
    kind: 'NOTIFICATION',
    event: 'NDA_DECLINED',
    message: `The issuer declined the NDA for ${nda.opportunityName}. Reason: ${reason}`,
    navigateTo: { name: 'OpportunityDetail', resource_id: nda.opportunityId },
  });
}
