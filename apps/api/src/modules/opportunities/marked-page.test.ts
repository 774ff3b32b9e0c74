import { describe, expect, it } from 'vitest';
import type { Executor } from '#api/db/database.ts';
import { markedPage } from './marked-page.ts';

const db = {} as Executor;
const ids = (n: number, prefix: string) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

/** Stands in for the SQL read: rows pass unless their id is in `failing`, in the order asked. */
function reader(failing: Set<string>) {
  const calls: string[][] = [];
  const read = async (_db: Executor, _f: unknown, batch: readonly string[]) => {
    calls.push([...batch]);
    return batch.filter((id) => !failing.has(id)).map((id) => ({ id }));
  };
  return { read, calls };
}

const filters = (over: Partial<{ favorite: 1 | -1 | 0; isDismissed: boolean }>, closed: string[] = []) => ({
  ...over,
  marks: { saved: ids(30, 's'), dismissed: ids(5, 'd'), closed },
});

describe('markedPage', () => {
  it('walks the saved ids in order, skipping CLOSED ones and rows the shared filters drop', async () => {
    const { read, calls } = reader(new Set(['s1', 's4']));
    const rows = await markedPage(db, filters({ favorite: 1 }, ['s2']), 5, undefined, read);
    expect(rows?.map((r) => r.id)).toEqual(['s0', 's3', 's5', 's6', 's7']);
    expect(calls[0]).toEqual(['s0', 's1', 's3', 's4', 's5', 's6']);
  });

  it('continues after a cursor, and reads more when a batch falls short', async () => {
    const failing = new Set(ids(30, 's').slice(11, 25));
    const { read, calls } = reader(failing);
    const rows = await markedPage(db, filters({ favorite: 1 }), 4, { created_on: 'x', id: 's9' }, read);
    expect(rows?.map((r) => r.id)).toEqual(['s10', 's25', 's26', 's27']);
    expect(calls).toHaveLength(2);
  });

  it('answers the dismissed list, empty combinations, and leaves other lists to SQL', async () => {
    const { read } = reader(new Set());
    expect((await markedPage(db, filters({ favorite: -1 }), 10, undefined, read))?.map((r) => r.id)).toEqual(
      ids(5, 'd'),
    );
    expect(await markedPage(db, filters({ isDismissed: true }), 2, undefined, read)).toHaveLength(2);
    expect(await markedPage(db, filters({ favorite: 1, isDismissed: true }), 10, undefined, read)).toEqual([]);
    expect(await markedPage(db, filters({ favorite: -1, isDismissed: false }), 10, undefined, read)).toEqual([]);
    expect(await markedPage(db, filters({}), 10, undefined, read)).toBeNull();
    expect(await markedPage(db, filters({ favorite: 0 }), 10, undefined, read)).toBeNull();
    // A cursor whose row is no longer saved: SQL finds the place.
    expect(await markedPage(db, filters({ favorite: 1 }), 10, { created_on: 'x', id: 'gone' }, read)).toBeNull();
  });
});
