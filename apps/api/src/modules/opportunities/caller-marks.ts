import type { Executor } from '../../db/database.ts';

/**
 * What one caller has marked: the user's saved (1) and dismissed (-1) opportunities and the
 * entity's CLOSED ones. Small sets (a person marks hundreds, not 100,000), so the list query takes
 * them as array parameters instead of testing each row with a subquery: cheaper to plan and to run.
 */
export interface CallerMarks {
  saved: string[];
  dismissed: string[];
  closed: string[];
  favoriteOf(opportunityId: string): 1 | -1 | 0;
}

async function loadMarks(db: Executor, fiduciaryId: string, userId: string, entityId: string): Promise<CallerMarks> {
  const [preferences, closed] = await Promise.all([
    db
      .selectFrom('opportunity_preference')
      .select(['opportunity_id', 'favorite'])
      .where('fiduciary_id', '=', fiduciaryId)
      .where('user_id', '=', userId)
      .where('favorite', '<>', 0)
      .execute(),
    db
      .selectFrom('opportunity_access')
      .select('opportunity_id')
      .where('fiduciary_id', '=', fiduciaryId)
      .where('entity_id', '=', entityId)
      .where('status', '=', 'CLOSED')
      .execute(),
  ]);
  const byId = new Map(preferences.map((p) => [p.opportunity_id, p.favorite]));
  return {
    saved: preferences.filter((p) => p.favorite === 1).map((p) => p.opportunity_id),
    dismissed: preferences.filter((p) => p.favorite === -1).map((p) => p.opportunity_id),
    closed: closed.map((c) => c.opportunity_id),
    favoriteOf: (id) => {
      const favorite = byId.get(id);
      return favorite === 1 || favorite === -1 ? favorite : 0;
    },
  };
}

const sizeOf = (m: CallerMarks) => 1 + m.saved.length + m.dismissed.length + m.closed.length;

/**
 * Marks per (user, entity), kept a few seconds like list counts (ADR 0003, 0007) and dropped at once
 * when the user changes a favorite through this process. Another process's change, or an access
 * closed by the fiduciary, reaches the list within `ttlMs` (the detail page checks access live).
 * Bounded by the number of ids held.
 */
export class CallerMarksCache {
  private readonly byUser = new Map<
    string,
    Map<string, { value: Promise<CallerMarks>; expires: number; size: number }>
  >();
  private held = 0;

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxIds = 500_000,
  ) {}

  get(db: Executor, fiduciaryId: string, userId: string, entityId: string): Promise<CallerMarks> {
    const now = Date.now();
    const key = `${fiduciaryId}|${entityId}`;
    let entries = this.byUser.get(userId);
    const hit = entries?.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (!entries) {
      entries = new Map();
      this.byUser.set(userId, entries);
    }
    const entry = { value: loadMarks(db, fiduciaryId, userId, entityId), expires: now + this.ttlMs, size: 1 };
    const old = entries.get(key);
    if (old) this.held -= old.size;
    entries.set(key, entry);
    this.held += 1;
    entry.value.then(
      (marks) => {
        if (entries.get(key) !== entry) return;
        this.held += sizeOf(marks) - entry.size;
        entry.size = sizeOf(marks);
        if (this.held > this.maxIds) this.clearExcept(userId);
      },
      () => this.forget(userId),
    );
    return entry.value;
  }

  /** Drops a user's marks (after they change a favorite). */
  forget(userId: string): void {
    const entries = this.byUser.get(userId);
    if (!entries) return;
    for (const e of entries.values()) this.held -= e.size;
    this.byUser.delete(userId);
  }

  private clearExcept(userId: string): void {
    for (const user of [...this.byUser.keys()]) if (user !== userId) this.forget(user);
  }
}
