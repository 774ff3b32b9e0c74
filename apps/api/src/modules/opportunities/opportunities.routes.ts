import { listOpportunitiesRoute, type OpportunityListItem } from '@dl/contracts';
import type { Executor } from '../../db/database.ts';
import type { AppContext } from '../../lib/context.ts';
import { CountCache } from '../../lib/count-cache.ts';
import { decodeCursor, encodeCursor } from '../../lib/cursor.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requireTenant } from '../../plugins/auth.ts';
import {
  countOpportunities,
  findIssuerSummaries,
  findOpportunityPage,
  type IssuerSummary,
  type OpportunityRow,
} from './opportunities.repository.ts';

/**
 * Issuer name, market and stage of list rows, kept a few seconds per issuer. Joining issuer into
 * the page query made PostgreSQL's work per list request about 40% dearer (planning the join costs
 * more than running it), and a page shows few issuers, the same ones again and again. An issuer
 * edit reaches lists within `ttlMs`, the same lag the list count accepts.
 */
class IssuerSummaries {
  private readonly entries = new Map<string, { value: IssuerSummary; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  async resolve(db: Executor, fiduciaryId: string, ids: readonly string[]): Promise<Map<string, IssuerSummary>> {
    const now = Date.now();
    const found = new Map<string, IssuerSummary>();
    const missing = new Set<string>();
    // Keyed by tenant too: a tenant only ever sees issuers its own query found.
    const key = (id: string) => `${fiduciaryId}|${id}`;
    for (const id of ids) {
      const hit = this.entries.get(key(id));
      if (hit && hit.expires > now) found.set(id, hit.value);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    if (this.entries.size + missing.size > this.maxEntries) this.entries.clear();
    for (const issuer of await findIssuerSummaries(db, fiduciaryId, [...missing])) {
      this.entries.set(key(issuer.id), { value: issuer, expires: now + this.ttlMs });
      found.set(issuer.id, issuer);
    }
    return found;
  }
}

function toListItem(row: OpportunityRow, issuer: IssuerSummary): OpportunityListItem {
  return {
    opportunity: {
      opp_id: row.id,
      name: row.name,
      short_desc: row.short_desc,
      opportunity_type: row.opportunity_type,
      type: row.type,
      status: row.status,
      issuer: { id: issuer.id, name: issuer.name },
      market: issuer.market,
      stage: issuer.stage,
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
  const issuers = new IssuerSummaries();
  app.route({
    ...listOpportunitiesRoute,
    handler: async (req) => {
      const { fiduciaryId } = requireTenant(req);
      const { page, limit, cursor, name } = req.query;
      const filters = { fiduciaryId, name };
      const after = cursor ? decodeCursor(cursor) : undefined;
      const [count, rows] = await Promise.all([
        counts.get(`${fiduciaryId}|${name ?? ''}`, () => countOpportunities(ctx.db, filters)),
        findOpportunityPage(ctx.db, filters, { limit, offset: (page - 1) * limit, after }),
      ]);
      const byId = await issuers.resolve(
        ctx.db,
        fiduciaryId,
        rows.map((r) => r.issuer_id),
      );
      const results: OpportunityListItem[] = [];
      for (const row of rows) {
        const issuer = byId.get(row.issuer_id);
        // An issuer deleted since the page was read takes its opportunities with it (cascade).
        if (issuer) results.push(toListItem(row, issuer));
      }
      const last = rows.at(-1);
      const next = rows.length === limit && last ? encodeCursor({ created_on: last.sort_key, id: last.id }) : null;
      return { count, results, next };
    },
  });
}
