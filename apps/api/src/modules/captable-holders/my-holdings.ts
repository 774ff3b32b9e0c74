import type { SecurityDetail } from '@dl/contracts';
import { CAPTABLE_ROLES } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '#api/lib/context.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { securityDetail } from '../captable-securities/index.ts';
import { linkedSecurities } from './holders.repository.ts';

/**
 * A holder's own view (spec 6 "holder"; the investor portal's hand-off opens it): the issued
 * securities of the stakeholders linked to the caller's account, or to an investor entity the caller
 * belongs to in this tenant, in every company's cap table of the tenant. Nobody else's: the lineage
 * keeps only the holder's own part of the chain, and the securities split off to others are not named.
 */

/** A person holds few securities; the list stops here (a larger holding is not a holder's view). */
const MY_HOLDINGS_LIMIT = 200;

export async function myHoldings(ctx: AppContext, req: FastifyRequest) {
  const tenant = requireTenant(req);
  const { userId } = requirePrincipal(req);
  const memberships = await ctx.memberships.get(ctx.db, userId, tenant.fiduciaryId);
  const entityIds = [...new Set(memberships.map((m) => m.entity_id).filter((id): id is string => id !== null))];
  const rows = await linkedSecurities(ctx.db, {
    fiduciaryId: tenant.fiduciaryId,
    userId,
    entityIds,
    limit: MY_HOLDINGS_LIMIT,
  });
  const results: (SecurityDetail & { company_name: string; issuer_id: string })[] = [];
  for (const r of rows) {
    const scope = {
      fiduciaryId: tenant.fiduciaryId,
      userId,
      issuerId: r.issuer_id,
      capTableId: r.cap_table_id,
      roles: [CAPTABLE_ROLES.HOLDER],
    };
    const detail = await securityDetail(ctx.db, scope, r.id);
    results.push({
      ...detail,
      lineage: detail.lineage.filter((l) => l.stakeholder_id === r.stakeholder_id),
      children: [],
      company_name: r.company_name,
      issuer_id: r.issuer_id,
    });
  }
  return { results, count: results.length };
}
