import type { Executor } from '#api/db/database.ts';
import type { Cursor } from '#api/lib/cursor.ts';

/** The part of list.repository's ListFilters this page needs. */
interface MarkFilters {
  favorite?: 1 | -1 | 0 | undefined;
  isDismissed?: boolean | undefined;
  marks: { saved: readonly string[]; dismissed: readonly string[]; closed: readonly string[] };
}

/** The rows of one page read by id (shared filters only, newest first): list.repository's `rowsByIds`. */
type ReadByIds<F, R> = (db: Executor, f: F, ids: readonly string[]) => Promise<R[]>;

/**
 * The caller's own marks a thumbs-up / thumbs-down list walks (newest first), or null when the
 * filters select no marks of one kind. Saved and dismissed never overlap.
 */
function markedIds(f: MarkFilters): readonly string[] | null {
  if (f.favorite === 1) return f.isDismissed === true ? [] : f.marks.saved;
  if (f.favorite === -1 || (f.favorite === undefined && f.isDismissed === true))
    return f.isDismissed === false ? [] : f.marks.dismissed;
  return null;
}

/**
 * A newest-first page of a thumbs-up / thumbs-down list, driven by the caller's marks rather than
 * by the list's index: the marks are cached newest first (caller-marks.ts), so the page takes the
 * next few ids in that order and reads just those rows by primary key with the shared filters,
 * more if some fail them. Walking the list's index instead tests every listed row against the
 * marks (316 rows read for 10 among 2,500 saved, BENCHMARKS.md). Returns null when this form does
 * not apply (not a marks list, or a cursor whose row is no longer among the marks): the caller then
 * reads the page in SQL.
 */
export async function markedPage<F extends MarkFilters, R>(
  db: Executor,
  f: F,
  limit: number,
  after: Cursor | undefined,
  readByIds: ReadByIds<F, R>,
): Promise<R[] | null> {
  const ids = markedIds(f);
  if (ids === null) return null;
  let start = 0;
  if (after) {
    const at = ids.indexOf(after.id);
    if (at < 0) return null;
    start = at + 1;
  }
  const closed = f.marks.closed.length ? new Set(f.marks.closed) : null;
  const rows: R[] = [];
  let n = limit + 2;
  while (rows.length < limit && start < ids.length) {
    const batch = ids.slice(start, start + n).filter((id) => !closed?.has(id));
    start += n;
    n = Math.min(n * 4, 1000);
    if (batch.length === 0) continue;
    for (const row of await readByIds(db, f, batch)) {
      rows.push(row);
      if (rows.length === limit) break;
    }
  }
  return rows;
}
