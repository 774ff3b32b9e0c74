import type { Executor } from '../../db/database.ts';
import { enqueueEmail } from '../../platform/email/index.ts';
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
  const subject = await trx
    .selectFrom('opportunity as o')
    .innerJoin('investing_entity as e', (join) => join.on('e.id', '=', nda.entity_id))
    .select(['o.name', 'o.issuer_id', 'e.name as entity_name'])
    .where('o.id', '=', nda.opportunity_id)
    .executeTakeFirst();
  if (!subject) return;
  const recipients = async (roles: readonly string[], issuerId: string | null) =>
    trx
      .selectFrom('membership as m')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select('u.email')
      .distinct()
      .where('m.fiduciary_id', '=', nda.fiduciary_id)
      .where('m.role', 'in', [...roles])
      .where('u.is_active', '=', true)
      .$if(issuerId !== null, (q) => q.where('m.issuer_id', '=', issuerId as string))
      .execute();
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
