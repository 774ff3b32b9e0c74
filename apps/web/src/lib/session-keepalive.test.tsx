import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEPALIVE_MS, useSessionKeepAlive } from './session-keepalive.ts';

const renew = vi.hoisted(() => vi.fn(async () => 'new-access'));
vi.mock('./api-client.ts', () => ({ renewAccessToken: renew }));
const session = vi.hoisted(() => ({ current: null as { access: string } | null, listeners: [] as Array<() => void> }));
vi.mock('./session-store.ts', () => ({
  getSession: () => session.current,
  subscribeSession: (l: () => void) => {
    session.listeners.push(l);
    return () => undefined;
  },
}));

afterEach(() => {
  vi.useRealTimers();
  renew.mockClear();
  session.current = null;
  session.listeners = [];
});

describe('useSessionKeepAlive', () => {
  it('renews every ten minutes while a session is open, well inside the 30-minute idle limit', () => {
    vi.useFakeTimers();
    session.current = { access: 'a1' };
    renderHook(() => useSessionKeepAlive());
    expect(KEEPALIVE_MS).toBe(10 * 60 * 1000);
    vi.advanceTimersByTime(KEEPALIVE_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledWith('a1');
  });

  it('starts the wait again when the tokens rotate, and does nothing without a session', () => {
    vi.useFakeTimers();
    renderHook(() => useSessionKeepAlive());
    vi.advanceTimersByTime(KEEPALIVE_MS * 2);
    expect(renew).not.toHaveBeenCalled();
    session.current = { access: 'a2' };
    for (const l of session.listeners) l();
    vi.advanceTimersByTime(KEEPALIVE_MS / 2);
    for (const l of session.listeners) l();
    vi.advanceTimersByTime(KEEPALIVE_MS / 2);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(KEEPALIVE_MS / 2);
    expect(renew).toHaveBeenCalledTimes(1);
  });
});
