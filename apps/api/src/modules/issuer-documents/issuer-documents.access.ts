import type { Action } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type CompanyScope, companyCan, companyScope, requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import { findOpportunity } from './issuer-documents-writes.repository.ts';

/** The caller acting for the company that owns one opportunity. */
export interface OpportunityScope extends CompanyScope {
  opportunity: { id: string; name: string; status: string; issuer_id: string };
}

/**
 * The opportunity `opportunityId` of one of the caller's companies (ADR 0030). Not a member of any
 * company: 403; an opportunity of another company or tenant, or none: 404; roles without `action`: 403.
 */
export async function requireOpportunityScope(
  ctx: Pick<AppContext, 'db' | 'memberships'>,
  req: FastifyRequest,
  opportunityId: string,
  action: Action,
): Promise<OpportunityScope> {
  const memberships = await requireIssuerCompanies(ctx, req);
  const opportunity = await findOpportunity(ctx.db, memberships.fiduciaryId, opportunityId);
  if (!opportunity) throw notFound();
  return { ...companyScope(memberships, opportunity.issuer_id, action), opportunity };
}

export const canWrite = (scope: Pick<OpportunityScope, 'roles'>) => companyCan(scope, 'issuer_opportunities.write');
