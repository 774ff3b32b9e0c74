import { type EsignUrl, FID_ADMIN_NDA_PATH, ndaCountersignPagePath } from '@dl/contracts';
import { ndaMachine } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { StaffScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { nextOrConflict, openCeremony, refuseIfSealPending } from '../ceremony/index.ts';
import { findNdaById, updateNda } from './nda.repository.ts';

const NDA_NOT_SIGNED = 'The NDA has no investor signature to countersign.';

/**
 * The countersign ceremony of an investor-signed NDA, the same for the fiduciary's and the issuer's
 * signatories (the caller has checked who may sign): the ceremony of the investor (consent, mark,
 * seal job) on the signatory's own NDA screen (`screen`), and back there.
 * Opening it moves NDA_SIGNED to NDA_COUNTERSIGN_IN_PROCESS (the spec's status while the
 * countersignature is under way); sealing appends an incremental signature and executes the NDA
 * (the adapter NDA_COUNTERSIGN).
 */
export async function openCountersignCeremony(
  ctx: AppContext,
  who: { fiduciaryId: string; userId: string },
  ndaId: string,
  screen: { returnPath: string; pageUrl: (sessionId: string) => string },
): Promise<EsignUrl> {
  return ctx.db.transaction().execute(async (trx) => {
    const nda = await findNdaById(trx, who.fiduciaryId, ndaId, { lock: true });
    if (!nda) throw notFound();
    if (nda.status !== 'NDA_COUNTERSIGN_IN_PROCESS') {
      await updateNda(trx, nda.id, { status: nextOrConflict(ndaMachine, nda.status, 'start_countersign') });
    }
    if (!nda.signed_file_id) throw new AppError('CONFLICT', NDA_NOT_SIGNED, 'NDA_NOT_SIGNED');
    await refuseIfSealPending(trx, ['NDA_COUNTERSIGN'], nda.id);
    const opened = await openCeremony(trx, {
      fiduciaryId: who.fiduciaryId,
      userId: who.userId,
      kind: 'NDA_COUNTERSIGN',
      subjectId: nda.id,
      returnPath: screen.returnPath,
      pageUrl: screen.pageUrl,
    });
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: 'nda_countersign_started',
      subject: nda.id,
      data: { entity_id: nda.entity_id, opportunity_id: nda.opportunity_id },
    });
    return opened;
  });
}

/**
 * `GET fid-admin/nda/:ndaId/countersign/esign`: a fiduciary signatory countersigns an investor-signed
 * NDA of any issuer of the tenant, on the fund-admin NDA screen.
 */
export function openNdaCountersignCeremony(ctx: AppContext, staff: StaffScope, ndaId: string): Promise<EsignUrl> {
  return openCountersignCeremony(ctx, staff, ndaId, {
    returnPath: FID_ADMIN_NDA_PATH,
    pageUrl: ndaCountersignPagePath,
  });
}
