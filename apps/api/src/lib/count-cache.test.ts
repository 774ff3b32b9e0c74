import { describe, expect, it, vi } from 'vitest';
import { CountCache } from './count-cache.ts';

describe('CountCache', () => {
  it('answers the stale count while one refresh runs, then the fresh one', async () => {
    vi.useFakeTimers();
    const cache = new CountCache(1000);
    const first = vi.fn(async () => 1);
    expect(await cache.get('k', first)).toBe(1);
    expect(await cache.get('k', first)).toBe(1);
    expect(first).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1500);
    let finish: (n: number) => void = () => undefined;
    const slow = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await cache.get('k', slow)).toBe(1); // expired: stale answer, one refresh started
    expect(await cache.get('k', slow)).toBe(1);
    expect(slow).toHaveBeenCalledTimes(1);
    finish(2);
    await Promise.resolve();
    expect(await cache.get('k', slow)).toBe(2);
    vi.useRealTimers();
  });

  it('forgets a failed first load so the next request tries again', async () => {
    const cache = new CountCache();
    await expect(cache.get('k', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});
