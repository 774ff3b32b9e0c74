import { countersignPagePath, dealPagePath, type EsignUrl } from '@dl/contracts';
import { investmentMachine } from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { nextOrConflict, openCeremony, refuseIfSealPending } from '../ceremony/index.ts';
import { findDealSubject, findInvestment } from './deal-signing.repository.ts';

const NOT_SIGNED_YET = 'The deal has no signed document to countersign.';

/**
 * `GET fid-admin/investments/:id/countersign/esign`: the fiduciary's signatory countersigns through
 * the same ceremony as the investor (consent, mark, seal job), on the deal page of the fund-admin
 * portal, and comes back there. Sealing appends an incremental signature (DEAL_APPROVED -> DEAL_SIGNED).
 */
export async function openCountersignCeremony(
  ctx: AppContext,
  staff: { fiduciaryId: string; userId: string },
  id: string,
): Promise<EsignUrl> {
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findInvestment(trx, staff.fiduciaryId, id, { lock: true });
    if (!row) throw notFound();
    nextOrConflict(investmentMachine, row.status, 'countersign');
    await refuseIfSealPending(trx, ['DEAL_COUNTERSIGN'], row.id);
    const subject = await findDealSubject(trx, staff.fiduciaryId, row.id);
    if (!subject?.signed_file_id) throw new AppError('CONFLICT', NOT_SIGNED_YET, 'DEAL_NOT_SIGNED');
    const opened = await openCeremony(trx, {
      fiduciaryId: staff.fiduciaryId,
      userId: staff.userId,
      kind: 'DEAL_COUNTERSIGN',
      subjectId: row.id,
      returnPath: dealPagePath(row.id),
      pageUrl: (sessionId) => countersignPagePath(row.id, sessionId),
    });
    await recordAudit(trx, {
      fiduciary_id: staff.fiduciaryId,
      actor_user_id: staff.userId,
      kind: 'deal_countersign_started',
      subject: row.id,
      data: { entity_id: row.entity_id, opportunity_id: row.opportunity_id },
    });
    return opened;
  });
}
