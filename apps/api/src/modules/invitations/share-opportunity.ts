import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { enqueueEmail } from '#api/platform/email/index.ts';
import { findFiduciaryName, findMembershipByEmail, findPendingEmails } from './invitations.repository.ts';
import { insertInvitationWithEmail } from './invitations.service.ts';
import { claimInvitationSlot } from './inviter-limit.ts';

export interface SharedOpportunity {
  id: string;
  name: string;
}

/**
 * Shares a published opportunity with an e-mail address (tearsheet invite-user signup). A member of
 * the fiduciary gets the tearsheet's link; anyone else gets an onboarding invitation like any other
 * (register, KYC form, the fiduciary's decision): no account is made here. An address already
 * invited gets nothing new. Every e-mail is the platform's text; nothing the caller wrote is in it.
 * Counted against the inviter's limit (429) and audited, in one transaction.
 */
export async function shareOpportunity(
  ctx: AppContext,
  args: { fiduciaryId: string; inviterId: string; ip: string; email: string; opportunity: SharedOpportunity },
): Promise<void> {
  const email = args.email.trim().toLowerCase();
  const { fiduciaryId, opportunity } = args;
  const fiduciary = await findFiduciaryName(ctx.db, fiduciaryId);
  await ctx.db.transaction().execute(async (trx) => {
    await claimInvitationSlot(trx, { inviterId: args.inviterId, ip: args.ip });
    let outcome: 'link' | 'invitation' | 'already_invited';
    if (await findMembershipByEmail(trx, fiduciaryId, email)) {
      outcome = 'link';
      await enqueueEmail(trx, {
        fiduciary_id: fiduciaryId,
        to_address: email,
        subject: `Investment opportunity: ${opportunity.name}`,
        kind: 'tearsheet_share',
        body_text: [
          'Hello,',
          '',
          `${fiduciary.name} would like you to look at the investment opportunity "${opportunity.name}":`,
          `${ctx.config.PUBLIC_URL}/digital-roadshow/pages/tearsheet/${opportunity.id}`,
        ].join('\n'),
      });
    } else if ((await findPendingEmails(trx, fiduciaryId, [email])).length > 0) {
      outcome = 'already_invited';
    } else {
      outcome = 'invitation';
      await insertInvitationWithEmail(ctx, trx, {
        fiduciaryId,
        fiduciaryName: fiduciary.name,
        userId: args.inviterId,
        body: { email, first_name: '', last_name: '', entity_type: 'INDIVIDUAL', entity_name: null },
        via: 'tearsheet',
        opportunityName: opportunity.name,
      });
    }
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: args.inviterId,
      kind: 'tearsheet invite',
      subject: opportunity.id,
      data: { outcome },
    });
  });
}
