import type { Executor } from '#api/db/database.ts';

/** The user's saved (1) and dismissed (-1) opportunities, newest opportunity first (the list's order). */
export function findFavoriteMarks(db: Executor, fiduciaryId: string, userId: string) {
  return db
    .selectFrom('opportunity_preference as p')
    .innerJoin('opportunity as o', 'o.id', 'p.opportunity_id')
    .select(['p.opportunity_id', 'p.favorite'])
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('p.user_id', '=', userId)
    .where('p.favorite', '<>', 0)
    .orderBy('o.created_on', 'desc')
    .orderBy('o.id', 'desc')
    .execute();
}

/** The opportunities whose access the fiduciary CLOSED for the entity. */
export function findClosedAccess(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('opportunity_access')
    .select('opportunity_id')
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', '=', entityId)
    .where('status', '=', 'CLOSED')
    .execute();
}
