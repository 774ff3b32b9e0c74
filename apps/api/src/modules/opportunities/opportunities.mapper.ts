import type { Favorite, OpportunityListItem } from '@dl/contracts';
import type { IssuerSummary, OpportunityRow } from './list.repository.ts';

export function toFavorite(value: number | null | undefined): Favorite {
  return value === 1 || value === -1 ? value : 0;
}

export function toListItem(row: OpportunityRow, issuer: IssuerSummary, favorite: Favorite): OpportunityListItem {
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
    favorite,
    is_dismissed: favorite === -1,
  };
}
