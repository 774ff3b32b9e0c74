/**
 * Time as the session timers see it. The browser's by default; tests pass their own, and Playwright's
 * fake clock replaces the browser's functions themselves, so both drive the same code.
 */
export interface Clock {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => number;
  clearTimeout: (id: number) => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (id) => window.clearTimeout(id),
};
