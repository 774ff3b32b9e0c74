import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DEAL_IN_PROGRESS_STATUSES, INVESTED_STATUSES, OPEN_OPPORTUNITY_STATUS } from '@dl/domain';

/**
 * Invested and committed sums (numeric, read as decimal strings) of these entities' investments, by
 * the domain's status lists, every opportunity type included (ADR 0033).
 */
export function investmentSums(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  return db
    .selectFrom('investment')
    .select([
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = any(${[...INVESTED_STATUSES]}::text[])), 0)::text`.as(
        'invested',
      ),
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = any(${[...DEAL_IN_PROGRESS_STATUSES]}::text[])), 0)::text`.as(
        'committed',
      ),
    ])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', [...entityIds])
    .executeTakeFirstOrThrow();
}

/** How many opportunities are open to the entity (the domain's isOpenOpportunity). */
export function countOpenOpportunities(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('opportunity as o')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.status', '=', OPEN_OPPORTUNITY_STATUS)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .whereRef('a.opportunity_id', '=', 'o.id')
            .where('a.entity_id', '=', entityId)
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('investment as i')
            .select('i.id')
            .whereRef('i.opportunity_id', '=', 'o.id')
            .where('i.entity_id', '=', entityId)
            .where('i.status', '<>', 'DEAL_DECLINED'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
}
