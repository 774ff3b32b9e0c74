import { afterEach, describe, expect, it, vi } from 'vitest';
import { SwrCache } from './swr-cache.ts';

afterEach(() => vi.useRealTimers());

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

  it('does not keep a failed load', async () => {
    const cache = new SwrCache<number>(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
