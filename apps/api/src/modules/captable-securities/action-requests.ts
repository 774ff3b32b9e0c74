import type { ActionRequest, SecurityActionBody } from '@dl/contracts';
import { securityActionBodySchema } from '@dl/contracts';
import { captable } from '@dl/domain';
import { AppError, FieldErrorsError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CapTableScope } from '#api/plugins/guards/index.ts';
import type { ActionResult } from './action-context.ts';
import { runAction } from './actions.ts';
import { removeWritten } from './certificates.ts';
import { actionTarget } from './securities.mapper.ts';
import {
  findRequest,
  findRequestPage,
  insertRequest,
  type RequestRecord,
  updateRequest,
} from './requests.repository.ts';
import { findSecurity, lockCapTable } from './securities.repository.ts';

/** Action requests (spec 6): an editor raises one; an admin approves (the action runs) or rejects it. */

function toRequest(r: RequestRecord): ActionRequest {
  return {
    id: r.id,
    security_id: r.security_id,
    action: r.action,
    body: r.body as Record<string, unknown>,
    status: r.status,
    reason: r.reason,
    requested_by_name: r.requested_by_name,
    requested_on: r.requested_on.toISOString(),
    decided_on: r.decided_on ? r.decided_on.toISOString() : null,
  };
}

export async function listRequests(
  ctx: AppContext,
  scope: CapTableScope,
  q: { page: number; itemsPerPage: number; status?: 'pending' | 'approved' | 'rejected' | undefined },
) {
  const { rows, count } = await findRequestPage(ctx.db, scope.capTableId, q.status, {
    limit: q.itemsPerPage,
    offset: (q.page - 1) * q.itemsPerPage,
  });
  return { results: rows.map(toRequest), count };
}

/** The request is refused up front when the action does not apply to the security now (409). */
export async function raiseRequest(
  ctx: AppContext,
  scope: CapTableScope,
  securityId: string,
  body: SecurityActionBody,
): Promise<ActionRequest> {
  const id = await ctx.db.transaction().execute(async (trx) => {
    const row = await findSecurity(trx, scope.capTableId, securityId);
    if (!row) throw notFound();
    const refusal =
      row.status === 'draft' && body.action === 'modify'
        ? `${securityId} is still a draft; edit the draft instead.`
        : captable.actionRefusal(body.action, actionTarget(row));
    if (refusal) throw new AppError('CONFLICT', refusal);
    const created = await insertRequest(trx, {
      cap_table_id: scope.capTableId,
      security_id: securityId,
      action: body.action,
      body: JSON.stringify(body),
      requested_by: scope.userId,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: 'captable.action_request_raised',
      subject: created,
      data: { cap_table_id: scope.capTableId, security_id: securityId, action: body.action },
    });
    return created;
  });
  const row = await findRequest(ctx.db, scope.capTableId, id);
  if (!row) throw notFound();
  return toRequest(row);
}

const DECIDED = (status: string) => `This request has already been ${status}.`;

/**
 * Approve runs the action as the approving admin, in the same transaction as the decision: when the
 * action fails the request stays pending and the answer (409) says why. Reject needs a reason.
 */
export async function decideRequest(
  ctx: AppContext,
  scope: CapTableScope,
  requestId: string,
  decision: { approve: boolean; reason?: string | undefined },
): Promise<ActionRequest> {
  if (!decision.approve && !decision.reason)
    throw new FieldErrorsError({ reason: 'Give the reason for rejecting the request.' });
  const written: string[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await lockCapTable(trx, scope.capTableId);
      const req = await findRequest(trx, scope.capTableId, requestId, true);
      if (!req) throw notFound();
      if (req.status !== 'pending') throw new AppError('CONFLICT', DECIDED(req.status));
      let result: ActionResult | null = null;
      if (decision.approve) {
        const body = securityActionBodySchema.parse(req.body);
        try {
          result = await runAction(ctx, trx, scope, req.security_id, body, written);
        } catch (err) {
          if (err instanceof AppError && err.status < 500 && err.status !== 404)
            throw new AppError('CONFLICT', `The request stays pending: ${err.message}`);
          throw err;
        }
      }
      const status = decision.approve ? 'approved' : 'rejected';
      await updateRequest(trx, requestId, {
        status,
        reason: decision.reason ?? null,
        decided_by: scope.userId,
        decided_on: new Date(),
      });
      await recordAudit(trx, {
        fiduciary_id: scope.fiduciaryId,
        actor_user_id: scope.userId,
        kind: `captable.action_request_${status}`,
        subject: requestId,
        data: {
          cap_table_id: scope.capTableId,
          security_id: req.security_id,
          action: req.action,
          ...(decision.reason ? { reason: decision.reason } : {}),
          ...(result ? { tx_ids: result.tx_ids, created: result.created } : {}),
        },
      });
    });
  } catch (err) {
    await removeWritten(ctx.storage, written);
    throw err;
  }
  const row = await findRequest(ctx.db, scope.capTableId, requestId);
  if (!row) throw notFound();
  return toRequest(row);
}
