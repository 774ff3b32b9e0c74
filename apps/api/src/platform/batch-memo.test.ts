import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchMemo } from './batch-memo.ts';

afterEach(() => vi.useRealTimers());

/** A loader that answers `value-<id>` for every id but those in `absent`, and records its calls. */
function loader(absent: string[] = []) {
  return vi.fn(
    async (missing: string[]) => new Map(missing.filter((id) => !absent.includes(id)).map((id) => [id, `value-${id}`])),
  );
}

describe('BatchMemo', () => {
  it('loads only the missing ids, in one call, and answers the rest from the memo', async () => {
    const memo = new BatchMemo<string>();
    const load = loader();
    expect([...(await memo.resolve('t1', ['a', 'b'], load))]).toEqual([
      ['a', 'value-a'],
      ['b', 'value-b'],
    ]);
    const second = await memo.resolve('t1', ['a', 'b', 'c', 'c'], load);
    expect(second.get('c')).toBe('value-c');
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c']]]);
    expect((await memo.resolve('t1', ['a', 'b', 'c'], load)).size).toBe(3);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps namespaces apart, so one tenant never reads what another loaded', async () => {
    const memo = new BatchMemo<string>();
    const load = loader();
    await memo.resolve('t1', ['a'], load);
    await memo.resolve('t2', ['a'], load);
    expect(load.mock.calls).toEqual([[['a']], [['a']]]);
  });

  it('leaves out what the loader did not find, and asks for it again next time', async () => {
    const memo = new BatchMemo<string>();
    const load = loader(['gone']);
    expect([...(await memo.resolve('t1', ['a', 'gone'], load)).keys()]).toEqual(['a']);
    await memo.resolve('t1', ['a', 'gone'], load);
    expect(load.mock.calls).toEqual([[['a', 'gone']], [['gone']]]);
  });

  it('reloads after the ttl', async () => {
    vi.useFakeTimers();
    const memo = new BatchMemo<string>(1000);
    const load = loader();
    await memo.resolve('t1', ['a'], load);
    vi.advanceTimersByTime(999);
    await memo.resolve('t1', ['a'], load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await memo.resolve('t1', ['a'], load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forget drops one namespace, or every namespace with *', async () => {
    const memo = new BatchMemo<string>();
    const load = loader();
    await memo.resolve('t1', ['a'], load);
    await memo.resolve('t2', ['a'], load);
    memo.forget('t1');
    await memo.resolve('t1', ['a'], load);
    await memo.resolve('t2', ['a'], load);
    expect(load).toHaveBeenCalledTimes(3);
    memo.forget('*');
    await memo.resolve('t1', ['a'], load);
    await memo.resolve('t2', ['a'], load);
    expect(load).toHaveBeenCalledTimes(5);
  });
});
