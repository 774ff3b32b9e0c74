import type { ServiceRequest, ServiceRequestDetail, ServiceRequestList } from '@dl/contracts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { notifyEntity } from '../notifications/index.ts';
import { nextRequestStatus } from './service-request-status.ts';
import {
  findServiceRequestDetail,
  findServiceRequestPage,
  insertServiceRequestComment,
  lockServiceRequest,
  touchServiceRequest,
} from './service-requests.repository.ts';
import { SERVICE_REQUEST_NOT_FOUND } from './service-requests.service.ts';

type Scope = { fiduciaryId: string; userId: string };

export function listFidAdminServiceRequests(
  ctx: AppContext,
  scope: Scope,
  query: { page: number; limit: number; status?: ServiceRequest['status'] },
): Promise<ServiceRequestList> {
  return findServiceRequestPage(ctx.db, { fiduciaryId: scope.fiduciaryId, status: query.status }, query);
}

/** `GET fid-admin/service-requests/:id`: any entity's request of the tenant, with its thread. */
export async function getFidAdminServiceRequest(
  ctx: AppContext,
  scope: Scope,
  id: string,
): Promise<ServiceRequestDetail> {
  const detail = await findServiceRequestDetail(ctx.db, scope.fiduciaryId, id);
  if (!detail) throw notFound(SERVICE_REQUEST_NOT_FOUND);
  return detail;
}

const STATUS_WORDS: Record<ServiceRequest['status'], string> = {
  OPEN: 'open',
  IN_PROGRESS: 'in progress',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
};

/**
 * `PATCH fid-admin/service-requests/:id`: a status change (through the machine) and/or a comment.
 * Audited; the entity's acting members are notified in the same transaction.
 */
export async function updateServiceRequest(
  ctx: AppContext,
  scope: Scope,
  id: string,
  body: { status?: ServiceRequest['status']; comment?: string },
): Promise<ServiceRequestDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockServiceRequest(trx, scope.fiduciaryId, id);
    if (!row) throw notFound(SERVICE_REQUEST_NOT_FOUND);
    const status = body.status && body.status !== row.status ? nextRequestStatus(row.status, body.status) : null;
    if (body.comment) {
      await insertServiceRequestComment(trx, {
        requestId: id,
        authorId: scope.userId,
        authorType: 'FIDUCIARY',
        body: body.comment,
      });
    }
    await touchServiceRequest(trx, id, status);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: status ? 'service_request_status_changed' : 'service_request_commented',
      subject: id,
      data: { from: row.status, to: status ?? row.status, commented: Boolean(body.comment), author_type: 'FIDUCIARY' },
    });
    if (!status && !body.comment) return;
    await notifyEntity(trx, {
      fiduciaryId: scope.fiduciaryId,
      entityId: row.entity_id,
      kind: 'NOTIFICATION',
      event: 'SERVICE_REQUEST_UPDATED',
      message: status
        ? `Your service request "${row.subject}" is now ${STATUS_WORDS[status]}.`
        : `Your fiduciary commented on your service request "${row.subject}".`,
      // The page opens the thread from `?id=` (the route has no path parameter).
      navigateTo: { name: 'ServiceRequest', resource_id: id, query: { id } },
    });
  });
  const detail = await findServiceRequestDetail(ctx.db, scope.fiduciaryId, id);
  return detail!;
}
