import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwrCache } from './swr-cache.ts';

afterEach(() => vi.useRealTimers());

/** Lets a background refresh finish (it settles on microtasks only: no timer is involved). */
async function settled(): Promise<void> {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe('SwrCache', () => {
  it('loads once, answers the stale value while one refresh runs, then the fresh one', async () => {
    vi.useFakeTimers();
    const cache = new SwrCache<number>(1000);
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(1001);
    const stale = cache.get('k', load);
    const again = cache.get('k', load);
    expect(await stale).toBe(1);
    expect(await again).toBe(1);
    expect(load).toHaveBeenCalledTimes(2);
    await Promise.resolve();
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forget drops entries by prefix at once, and a refresh begun before it does not bring them back', async () => {
    vi.useFakeTimers();
    const cache = new SwrCache<string>(1000);
    let resolveSlow: (v: string) => void = () => undefined;
    expect(await cache.get('u1|a', async () => 'old')).toBe('old');
    await cache.get('u2|a', async () => 'other');
    vi.advanceTimersByTime(1001);
    const slow = new Promise<string>((resolve) => {
      resolveSlow = resolve;
    });
    expect(await cache.get('u1|a', () => slow)).toBe('old');
    cache.forget('u1|');
    expect(await cache.get('u1|a', async () => 'new')).toBe('new');
    resolveSlow('stale refresh');
    await slow;
    await Promise.resolve();
    expect(await cache.get('u1|a', async () => 'unused')).toBe('new');
    expect(await cache.get('u2|a', async () => 'unused')).toBe('other');
  });

  it('does not keep a first load that was in flight when its key was forgotten', async () => {
    const cache = new SwrCache<string>(1000);
    let resolveFirst: (v: string) => void = () => undefined;
    const first = cache.get(
      'u1|a',
      () =>
        new Promise<string>((resolve) => {
          resolveFirst = resolve;
        }),
    );
    cache.forget('u1|');
    resolveFirst('before the change');
    expect(await first).toBe('before the change');
    expect(await cache.get('u1|a', async () => 'after the change')).toBe('after the change');
  });

  it('keeps the stale value when a refresh fails, and refreshes again later', async () => {
    vi.useFakeTimers();
    const cache = new SwrCache<number>(1000);
    expect(await cache.get('k', async () => 1)).toBe(1);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('k', async () => Promise.reject(new Error('down')))).toBe(1);
    await settled();
    expect(await cache.get('k', async () => 2)).toBe(1);
    await settled();
    expect(await cache.get('k', async () => 3)).toBe(2);
  });

  it('keeps at most maxEntries, the least recently used going first', async () => {
    const cache = new SwrCache<number>(1000, 2);
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0);
    await cache.get('c', async () => 3);
    expect(await cache.get('a', async () => 10)).toBe(1);
    expect(await cache.get('b', async () => 20)).toBe(20);
  });

  it('does not keep a failed load', async () => {
    const cache = new SwrCache<number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
