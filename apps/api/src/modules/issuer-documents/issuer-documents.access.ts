import { type Action, can, rolesFor } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '#api/db/database.ts';
import { AppError, notFound } from '#api/lib/app-error.ts';
import { findIssuerMemberships, findOpportunity } from './issuer-documents-writes.repository.ts';
import { NOT_PERMITTED, requirePrincipal, requireTenant, STAFF_NOT_PERMITTED } from '#api/plugins/guards/index.ts';

/** The caller acting for the company that owns one opportunity. */
export interface OpportunityScope {
  fiduciaryId: string;
  userId: string;
  issuerId: string;
  roles: string[];
  opportunity: { id: string; name: string; status: string; issuer_id: string };
}

/** The caller's issuer roles by company in this tenant (ADR 0030: whatever role the token holds). */
export async function issuerRoles(db: Executor, req: FastifyRequest) {
  const { fiduciaryId } = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const rows = await findIssuerMemberships(db, fiduciaryId, userId, rolesFor('issuer.enter'));
  if (rows.length === 0) throw new AppError('FORBIDDEN', NOT_PERMITTED);
  const byIssuer = new Map<string, string[]>();
  for (const r of rows) {
    const id = r.issuer_id as string;
    byIssuer.set(id, [...(byIssuer.get(id) ?? []), r.role]);
  }
  return { fiduciaryId, userId, byIssuer };
}

/**
 * The opportunity `opportunityId` of one of the caller's companies. Not a member of any company:
 * 403; an opportunity of another company or tenant, or none: 404; roles without `action`: 403.
 */
export async function requireOpportunityScope(
  db: Executor,
  req: FastifyRequest,
  opportunityId: string,
  action: Action,
): Promise<OpportunityScope> {
  const { fiduciaryId, userId, byIssuer } = await issuerRoles(db, req);
  const opportunity = await findOpportunity(db, fiduciaryId, opportunityId);
  const roles = opportunity ? byIssuer.get(opportunity.issuer_id) : undefined;
  if (!opportunity || !roles) throw notFound();
  if (!roles.some((role) => can(role, action))) throw new AppError('FORBIDDEN', STAFF_NOT_PERMITTED);
  return { fiduciaryId, userId, issuerId: opportunity.issuer_id, roles, opportunity };
}

export const canWrite = (scope: Pick<OpportunityScope, 'roles'>) =>
  scope.roles.some((role) => can(role, 'issuer_opportunities.write'));
