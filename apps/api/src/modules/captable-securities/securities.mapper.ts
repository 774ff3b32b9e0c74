import type { SecurityRow } from '@dl/contracts';
import { captable } from '@dl/domain';
import { type CapTableScope, capTableCan } from '#api/plugins/guards/index.ts';
import { readinessOf } from './readiness.ts';
import type { SecurityRecord } from './securities.repository.ts';

export type { SecurityRecord };

/** Rows of cap_security as the wire's security rows: readiness and the actions the caller may take. */

/** Whether any transaction acted on the security after it was created (a retraction is then refused). */
function actedOn(r: Pick<SecurityRecord, 'parent_id' | 'transactions'>): boolean {
  return r.parent_id !== null || (r.transactions as string[]).length > 1;
}

export function actionTarget(r: SecurityRecord): captable.ActionTarget {
  return {
    securityId: r.id,
    kind: r.kind,
    status: r.status,
    actedOn: actedOn(r),
    hasVesting: r.vesting !== null,
  };
}

/**
 * The domain's allowedActions, by what the caller may do: admins act ('transfer', ...); editors
 * edit and delete drafts ('modify', 'delete') and, on issued securities, raise requests
 * ('request:transfer', ...); 'issue' on a ready draft for those who issue; everyone reading sees 'view'.
 */
function allowedFor(scope: Pick<CapTableScope, 'roles'>, r: SecurityRecord, ready: boolean): string[] {
  const applicable = captable.allowedActions(actionTarget(r));
  const out: string[] = [];
  const drafts = capTableCan(scope, 'captable.securities.draft');
  const acts = capTableCan(scope, 'captable.securities.issue');
  const raises = capTableCan(scope, 'captable.action_requests.raise');
  for (const a of applicable) {
    if (a === 'view') out.push(a);
    else if (r.status === 'draft') {
      if (drafts) out.push(a);
    } else if (acts) out.push(a);
    else if (raises) out.push(`request:${a}`);
  }
  if (r.status === 'draft' && ready && acts) out.push('issue');
  return out;
}

export function toSecurityRow(scope: Pick<CapTableScope, 'roles'>, r: SecurityRecord): SecurityRow {
  const readiness = readinessOf({
    ...r,
    details: (r.details ?? {}) as Record<string, unknown>,
    plan_windows: (r.plan_windows ?? null) as Record<string, unknown> | null,
  });
  return {
    id: r.id,
    kind: r.kind,
    status: r.status,
    stakeholder_id: r.stakeholder_id,
    stakeholder_name: r.stakeholder_name,
    class_id: r.class_id,
    plan_id: r.plan_id,
    quantity: r.quantity === null ? null : captable.exact.norm(r.quantity),
    price: r.price === null ? null : captable.exact.norm(r.price),
    terms_id: r.terms_id,
    terms_version: r.terms_version,
    option_kind: r.option_kind,
    issue_date: r.issue_date,
    parent_id: r.parent_id,
    investment_id: r.investment_id,
    readiness,
    allowed_actions: allowedFor(scope, r, readiness.ready),
  };
}
