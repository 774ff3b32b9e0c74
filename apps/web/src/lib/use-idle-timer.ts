import { useEffect, useRef } from 'react';
import { type Clock, systemClock } from './clock.ts';

/** What counts as the user being there. */
const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
/** Shared by the tabs of the app, so that working in one tab keeps an idle one from logging out. */
export const LAST_ACTIVE_KEY = 'dl.idle.last-active';
/** Activity is recorded at most this often: pointer moves fire many times a second. */
const RECORD_EVERY_MS = 1000;

export interface IdleTimerOptions {
  timeoutMs: number;
  onIdle: () => void;
  /** Off while the session dialog is open, and on pages without a session. */
  enabled: boolean;
  clock?: Clock;
}

function storedLastActive(): number {
  try {
    return Number(window.localStorage.getItem(LAST_ACTIVE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function storeLastActive(at: number): void {
  try {
    window.localStorage.setItem(LAST_ACTIVE_KEY, String(at));
  } catch {
    // Private mode without storage: the timer still works for this tab.
  }
}

/**
 * Calls `onIdle` once the user has done nothing for `timeoutMs` in any tab (spec 4 "Idle"). The
 * check compares timestamps instead of trusting one long timer, so a sleeping laptop or a throttled
 * background tab still ends up idle at the right time, and activity never has to reset a timer.
 */
export function useIdleTimer({ timeoutMs, onIdle, enabled, clock = systemClock }: IdleTimerOptions): void {
  const onIdleRef = useRef(onIdle);
  onIdleRef.current = onIdle;

  useEffect(() => {
    if (!enabled) return;
    let lastActive = clock.now();
    storeLastActive(lastActive);
    let timer = 0;

    const check = () => {
      const last = Math.max(lastActive, storedLastActive());
      const left = last + timeoutMs - clock.now();
      if (left > 0) {
        timer = clock.setTimeout(check, left);
        return;
      }
      onIdleRef.current();
    };
    const record = () => {
      const now = clock.now();
      if (now - lastActive < RECORD_EVERY_MS) return;
      lastActive = now;
      storeLastActive(now);
    };

    timer = clock.setTimeout(check, timeoutMs);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, record, { capture: true, passive: true });
    return () => {
      clock.clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, record, { capture: true });
    };
  }, [enabled, timeoutMs, clock]);
}
