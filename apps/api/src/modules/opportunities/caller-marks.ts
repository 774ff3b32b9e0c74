import type { Executor } from '#api/db/database.ts';
import { SwrCache } from '#api/platform/swr-cache.ts';
import { findClosedAccess, findFavoriteMarks } from './marks.repository.ts';

/**
 * What one caller has marked: the user's saved (1) and dismissed (-1) opportunities and the
 * entity's CLOSED ones. Small sets (a person marks hundreds, not 100,000), so the list query takes
 * them as array parameters instead of testing each row with a subquery: cheaper to plan and to run.
 */
export interface CallerMarks {
  /** Saved and dismissed ids, newest opportunity first (the list's default order). */
  saved: string[];
  dismissed: string[];
  closed: string[];
  favoriteOf(opportunityId: string): 1 | -1 | 0;
  /** The ids a list hides: CLOSED, plus dismissed and (for the neutral filter) saved ones. Memoised. */
  hiddenSet(hideDismissed: boolean, hideSaved: boolean): ReadonlySet<string>;
}

async function loadMarks(db: Executor, fiduciaryId: string, userId: string, entityId: string): Promise<CallerMarks> {
  const [preferences, closed] = await Promise.all([
    // Newest first, as the list: a thumbs-up / thumbs-down page walks these ids in order.
    findFavoriteMarks(db, fiduciaryId, userId),
    findClosedAccess(db, fiduciaryId, entityId),
  ]);
  const byId = new Map(preferences.map((p) => [p.opportunity_id, p.favorite]));
  const saved = preferences.filter((p) => p.favorite === 1).map((p) => p.opportunity_id);
  const dismissed = preferences.filter((p) => p.favorite === -1).map((p) => p.opportunity_id);
  const closedIds = closed.map((c) => c.opportunity_id);
  const sets = new Map<string, ReadonlySet<string>>();
  return {
    saved,
    dismissed,
    closed: closedIds,
    hiddenSet: (hideDismissed, hideSaved) => {
      const key = `${hideDismissed}|${hideSaved}`;
      let set = sets.get(key);
      if (!set) {
        set = new Set([...closedIds, ...(hideDismissed ? dismissed : []), ...(hideSaved ? saved : [])]);
        sets.set(key, set);
      }
      return set;
    },
    favoriteOf: (id) => {
      const favorite = byId.get(id);
      return favorite === 1 || favorite === -1 ? favorite : 0;
    },
  };
}

/**
 * Marks per (user, fiduciary, entity), kept like list counts (ADR 0003, 0007) and dropped at once
 * when the user changes a favorite through this process. Another process's change, or an access
 * closed by the fiduciary, reaches the list within seconds (the detail page checks access live).
 */
export class CallerMarksCache {
  private readonly cache = new SwrCache<CallerMarks>(5000, 5000);

  get(db: Executor, fiduciaryId: string, userId: string, entityId: string): Promise<CallerMarks> {
    return this.cache.get(`${userId}|${fiduciaryId}|${entityId}`, () => loadMarks(db, fiduciaryId, userId, entityId));
  }

  /** Drops a fiduciary's marks ('*': all), after a notified change of access rows (ADR 0015). */
  forgetFiduciary(fiduciaryId: string): void {
    this.cache.forgetWhere((key) => fiduciaryId === '*' || key.includes(`|${fiduciaryId}|`));
  }

  /** Drops a user's marks (after they change a favorite). */
  forget(userId: string): void {
    this.cache.forget(`${userId}|`);
  }
}
