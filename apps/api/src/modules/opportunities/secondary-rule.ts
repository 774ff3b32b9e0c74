import { canSeeSecondaries } from '@dl/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.ts';
import { SwrCache } from '../../lib/swr-cache.ts';

/** The inputs of the spec 6 mpid rule for one entity, read in one query. */
async function loadSecondaryRule(db: Executor, fiduciaryId: string, entityId: string): Promise<boolean> {
  const row = await db
    .selectFrom('fiduciary as f')
    .select((eb) => [
      'f.mpid',
      sql<boolean>`coalesce(f.public_branding #>> '{s3Data,showSecondaryOpportunities}' = 'true', false)`.as('show'),
      eb
        .exists(
          eb
            .selectFrom('investment as i')
            .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
            .select(sql`1`.as('one'))
            .where('i.fiduciary_id', '=', fiduciaryId)
            .where('i.entity_id', '=', entityId)
            .where('o.opportunity_type', '=', 'SECONDARY'),
        )
        .as('has_any'),
    ])
    .where('f.id', '=', fiduciaryId)
    .executeTakeFirst();
  if (!row) return false;
  return canSeeSecondaries({
    mpid: row.mpid,
    showSecondaryOpportunities: row.show,
    hasSecondaryInvestments: Boolean(row.has_any),
  });
}

/**
 * Whether an entity may see SECONDARY opportunities (spec 6), kept a few seconds per entity like the
 * list count: a branding change or a first secondary investment shows within seconds.
 */
export class SecondaryRule {
  private readonly cache = new SwrCache<boolean>(5000, 10_000);

  allows(db: Executor, fiduciaryId: string, entityId: string): Promise<boolean> {
    return this.cache.get(`${fiduciaryId}|${entityId}`, () => loadSecondaryRule(db, fiduciaryId, entityId));
  }
}
