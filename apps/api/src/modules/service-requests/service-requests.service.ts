import type {
  createServiceRequestBodySchema,
  ServiceRequest,
  ServiceRequestDetail,
  ServiceRequestList,
} from '@dl/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { nextRequestStatus } from './service-request-status.ts';
import {
  findServiceRequestDetail,
  findServiceRequestPage,
  insertServiceRequest,
  insertServiceRequestComment,
  lockServiceRequest,
  touchServiceRequest,
} from './service-requests.repository.ts';

export const SERVICE_REQUEST_NOT_FOUND = 'Service request not found.';

type Page = { page: number; limit: number; status?: ServiceRequest['status'] };

export function listOwnServiceRequests(
  ctx: AppContext,
  scope: InvestorScope,
  query: Page,
): Promise<ServiceRequestList> {
  return findServiceRequestPage(ctx.db, { fiduciaryId: scope.fiduciaryId, entityId: scope.entityId, ...query }, query);
}

export async function getOwnServiceRequest(ctx: AppContext, scope: InvestorScope, id: string) {
  const detail = await findServiceRequestDetail(ctx.db, scope.fiduciaryId, id, scope.entityId);
  if (!detail) throw notFound(SERVICE_REQUEST_NOT_FOUND);
  return detail;
}

/** `POST service-requests`: OPEN, for the token's entity. */
export async function createServiceRequest(
  ctx: AppContext,
  scope: InvestorScope,
  body: z.output<typeof createServiceRequestBodySchema>,
): Promise<ServiceRequestDetail> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const requestId = await insertServiceRequest(trx, {
      fiduciaryId: scope.fiduciaryId,
      entityId: scope.entityId,
      requestedBy: scope.userId,
      subject: body.subject,
      category: body.category,
      description: body.description,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'service_request_created',
      subject: requestId,
      data: { entity_id: scope.entityId, category: body.category },
    });
    return requestId;
  });
  return getOwnServiceRequest(ctx, scope, id);
}

/** An investor's comment; a closed request takes no more (409). */
export async function addInvestorComment(
  ctx: AppContext,
  scope: InvestorScope,
  id: string,
  body: string,
): Promise<ServiceRequestDetail> {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockServiceRequest(trx, scope.fiduciaryId, id);
    if (!row || row.entity_id !== scope.entityId) throw notFound(SERVICE_REQUEST_NOT_FOUND);
    if (row.status === 'CLOSED')
      throw new AppError('CONFLICT', 'This service request is closed.', 'SERVICE_REQUEST_CLOSED');
    await insertServiceRequestComment(trx, { requestId: id, authorId: scope.userId, authorType: 'INVESTOR', body });
    await touchServiceRequest(trx, id);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'service_request_commented',
      subject: id,
      data: { author_type: 'INVESTOR' },
    });
  });
  return getOwnServiceRequest(ctx, scope, id);
}

/** `POST service-requests/:id/close`: the investor closes their own request. */
export async function closeOwnServiceRequest(ctx: AppContext, scope: InvestorScope, id: string) {
  await ctx.db.transaction().execute(async (trx) => {
    const row = await lockServiceRequest(trx, scope.fiduciaryId, id);
    if (!row || row.entity_id !== scope.entityId) throw notFound(SERVICE_REQUEST_NOT_FOUND);
    const status = nextRequestStatus(row.status, 'CLOSED');
    await touchServiceRequest(trx, id, status);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'service_request_status_changed',
      subject: id,
      data: { from: row.status, to: status },
    });
  });
  return getOwnServiceRequest(ctx, scope, id);
}
