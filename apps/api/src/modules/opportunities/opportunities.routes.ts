import { listOpportunitiesRoute, type OpportunityListItem } from '@dl/contracts';
import type { AppContext } from '../../lib/context.ts';
import { CountCache } from '../../lib/count-cache.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requireTenant } from '../../plugins/auth.ts';
import { countOpportunities, findOpportunityPage, type OpportunityRow } from './opportunities.repository.ts';

function toListItem(row: OpportunityRow): OpportunityListItem {
  return {
    opportunity: {
      opp_id: row.id,
      name: row.name,
      short_desc: row.short_desc,
      opportunity_type: row.opportunity_type,
      type: row.type,
      status: row.status,
      issuer: { id: row.issuer_id, name: row.issuer_name },
      market: row.market,
      stage: row.stage,
      size: row.size,
      minimum: row.minimum,
      start_date: row.start_date,
      end_date: row.end_date,
      created_on: new Date(row.created_on).toISOString(),
    },
    // Favorites and dismissals arrive with the investor deal flow; until then every row is neutral.
    favorite: 0,
    is_dismissed: false,
  };
}

export function opportunityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  const counts = new CountCache();
  app.route({
    ...listOpportunitiesRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireTenant(req);
      const { page, limit, cursor, name } = req.query;
      const filters = { fiduciaryId, name };
      const after = cursor ? decodeCursor(cursor) : undefined;
      const [count, rows] = await Promise.all([
        counts.get(JSON.stringify(filters), () => countOpportunities(ctx.db, filters)),
        findOpportunityPage(ctx.db, filters, { limit, offset: (page - 1) * limit, after }),
      ]);
      const last = rows.at(-1);
      const next = rows.length === limit && last ? encodeCursor({ created_on: last.sort_key, id: last.id }) : null;
      return { count, results: rows.map(toListItem), next };
    },
  });
}
