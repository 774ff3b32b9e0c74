import { type EsignUrl, ISSUER_NDA_PATH } from '@dl/contracts';
import { ndaMachine, type NdaStatus } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { requireNdaSignatory, STAFF_NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { cancelCeremonies, nextOrConflict, refuseIfSealPending } from '../ceremony/index.ts';
import { openCountersignCeremony } from './fid-nda-countersign.ts';
import { notifyNdaDeclined } from './nda-notify.ts';
import { findNdaById, findNdaSubject, updateNda } from './nda.repository.ts';

interface Caller {
  fiduciaryId: string;
  userId: string;
}

const NOTHING_TO_DECLINE = 'The NDA has no investor signature to decline yet.';

/** Where the issuer's signatory countersigns: the issuer portal's NDA screen. */
const issuerNdaPage = (sessionId: string) => `${ISSUER_NDA_PATH}?esign=${sessionId}`;

/**
 * The NDA when the caller signs for its company (`nda.countersign_issuer` in a membership naming the
 * NDA's issuer): another tenant's, another company's (its signatory does not see it) or an unknown NDA
 * answers 404; a member without a signatory role and the fiduciary's own signatories (who countersign
 * from the fund-admin portal) answer 403, as the issuer's countersign call does.
 */
async function requireIssuerSignatory(ctx: AppContext, who: Caller, ndaId: string) {
  const subject = await findNdaSubject(ctx.db, who.fiduciaryId, ndaId);
  if (!subject) throw notFound();
  const scope = await requireNdaSignatory(ctx.db, who.fiduciaryId, who.userId);
  if (scope.issuerIds.includes(subject.issuer_id)) return subject;
  if (!scope.allIssuers) throw notFound();
  throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
}

/**
 * `GET issuers/nda/:ndaId/countersign/esign`: the issuer signatory's countersign ceremony, the
 * fiduciary's own (same ceremony and seal), returning to the issuer portal's NDA screen.
 */
export async function openIssuerCountersignCeremony(ctx: AppContext, who: Caller, ndaId: string): Promise<EsignUrl> {
  await requireIssuerSignatory(ctx, who, ndaId);
  return openCountersignCeremony(ctx, who, ndaId, { returnPath: ISSUER_NDA_PATH, pageUrl: issuerNdaPage });
}

/**
 * `POST issuers/nda/:ndaId/decline`: an investor-signed NDA (NDA_SIGNED, or its countersign
 * ceremony opened) is declined with a reason: NDA_DECLINED through the NDA machine, an open
 * countersign ceremony cancelled, audited, and the investor's entity told why. The investor's side
 * reads NDA_DECLINED from the NDA itself (domain investorOpportunityStatus), so the opportunity's
 * access row is left as the fiduciary set it. Refused (409) before the investor's signature, once
 * executed, and while a countersignature is being sealed.
 */
export async function declineIssuerNda(
  ctx: AppContext,
  who: Caller,
  ndaId: string,
  reason: string,
): Promise<{ id: string; status: NdaStatus }> {
  const subject = await requireIssuerSignatory(ctx, who, ndaId);
  return ctx.db.transaction().execute(async (trx) => {
    const nda = await findNdaById(trx, who.fiduciaryId, ndaId, { lock: true });
    if (!nda) throw notFound();
    if (nda.status === 'NDA_SIGN_IN_PROCESS') throw new AppError('CONFLICT', NOTHING_TO_DECLINE, 'TRANSITION_REFUSED');
    const status = nextOrConflict(ndaMachine, nda.status, 'decline');
    await refuseIfSealPending(trx, ['NDA_COUNTERSIGN'], nda.id);
    await cancelCeremonies(trx, 'NDA_COUNTERSIGN', nda.id);
    await updateNda(trx, nda.id, {
      status,
      declined_on: new Date(),
      declined_by: who.userId,
      decline_reason: reason,
    });
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'nda_declined',
      subject: nda.id,
      data: { entity_id: nda.entity_id, opportunity_id: nda.opportunity_id, from: nda.status, reason },
    });
    await notifyNdaDeclined(trx, {
      fiduciaryId: who.fiduciaryId,
      entityId: nda.entity_id,
      opportunityId: nda.opportunity_id,
      opportunityName: subject.opportunity_name,
      reason,
    });
    return { id: nda.id, status };
  });
}
