// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoLogin } from './auto-login.ts';

describe('autoLogin (spec 4: 4 s, then up to 8 retries 3 s apart)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 4 s before the first attempt', async () => {
    const attempt = vi.fn(async () => 'session');
    const done = autoLogin(attempt);
    await vi.advanceTimersByTimeAsync(3_999);
    expect(attempt).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBe('session');
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('retries 3 s apart while not ready and stops at the first success', async () => {
    const answers = [null, null, 'session'];
    const attempt = vi.fn(async () => answers.shift() ?? null);
    const done = autoLogin(attempt);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(3_000);
    await expect(done).resolves.toBe('session');
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('gives up after the first attempt and 8 retries (28 s), answering null', async () => {
    const attempt = vi.fn(async () => null);
    const done = autoLogin(attempt);
    await vi.advanceTimersByTimeAsync(4_000 + 8 * 3_000 - 1);
    expect(attempt).toHaveBeenCalledTimes(8);
    await vi.advanceTimersByTimeAsync(1);
    await expect(done).resolves.toBeNull();
    expect(attempt).toHaveBeenCalledTimes(9);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(attempt).toHaveBeenCalledTimes(9);
  });

  it('stops waiting when aborted', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => null);
    const done = autoLogin(attempt, { signal: controller.signal });
    const settled = expect(done).rejects.toBeDefined();
    await vi.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await settled;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(attempt).not.toHaveBeenCalled();
  });

  it('ends on an error of an attempt', async () => {
    const attempt = vi.fn(async () => {
      throw new Error('link expired');
    });
    const done = autoLogin(attempt);
    const settled = expect(done).rejects.toThrow('link expired');
    await vi.advanceTimersByTimeAsync(4_000);
    await settled;
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
