import { canSeeSecondaries } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { findSecondaryRuleInputs } from './detail.repository.ts';

/** The spec 6 mpid rule for one entity, from inputs read in one query. */
async function loadSecondaryRule(db: Executor, fiduciaryId: string, entityId: string): Promise<boolean> {
  const row = await findSecondaryRuleInputs(db, fiduciaryId, entityId);
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

  /** Drops a tenant's answers: its MPID or showSecondaryOpportunities changed. */
  forgetTenant(fiduciaryId: string): void {
    this.cache.forget(`${fiduciaryId}|`);
  }
}
