import type {
  createServiceRequestBodySchema,
  ServiceRequest,
  ServiceRequestDetail,
  ServiceRequestList,
} from '@dl/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { InvestorScope } from '../../plugins/guards/index.ts';
import { recordAudit } from '../../platform/audit.ts';
import { nextRequestStatus } from './service-request-status.ts';
import { findServiceRequestDetail, findServiceRequestPage, lockServiceRequest } from './service-requests.repository.ts';

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
    const row = await trx
      .insertInto('service_request')
      .values({
        fiduciary_id: scope.fiduciaryId,
        entity_id: scope.entityId,
        requested_by: scope.userId,
        subject: body.subject,
        category: body.category,
        description: body.description,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'service_request_created',
      subject: row.id,
      data: { entity_id: scope.entityId, category: body.category },
    });
    return row.id;
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
    if (row.status === 'CLOSED') throw new AppError('CONFLICT', 'This service request is closed.');
    await trx
      .insertInto('service_request_comment')
      .values({ request_id: id, author_id: scope.userId, author_type: 'INVESTOR', body })
      .execute();
    await trx.updateTable('service_request').set({ modified_on: new Date() }).where('id', '=', id).execute();
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
    await trx.updateTable('service_request').set({ status, modified_on: new Date() }).where('id', '=', id).execute();
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
