import { act, fireEvent, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ACTIVE_KEY, useIdleTimer } from './use-idle-timer.ts';

const MINUTE = 60_000;

describe('useIdleTimer (spec 4 "Idle")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls onIdle once after the timeout without activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ timeoutMs: 30 * MINUTE, onIdle, enabled: true }));
    act(() => vi.advanceTimersByTime(30 * MINUTE - 1));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts from the last activity', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ timeoutMs: 30 * MINUTE, onIdle, enabled: true }));
    act(() => vi.advanceTimersByTime(20 * MINUTE));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(29 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('counts activity in another tab of the app', () => {
    const onIdle = vi.fn();
    renderHook(() => useIdleTimer({ timeoutMs: 30 * MINUTE, onIdle, enabled: true }));
    act(() => vi.advanceTimersByTime(25 * MINUTE));
    window.localStorage.setItem(LAST_ACTIVE_KEY, String(Date.now()));
    act(() => vi.advanceTimersByTime(10 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(20 * MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing while disabled, and starts afresh when enabled', () => {
    const onIdle = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useIdleTimer({ timeoutMs: 30 * MINUTE, onIdle, enabled }), {
      initialProps: { enabled: false },
    });
    act(() => vi.advanceTimersByTime(60 * MINUTE));
    expect(onIdle).not.toHaveBeenCalled();
    rerender({ enabled: true });
    act(() => vi.advanceTimersByTime(30 * MINUTE));
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});
