import pg from 'pg';
import { vi } from 'vitest';

/** Polls `check` every 5 ms until it holds; throws past `timeoutMs`. Answers how long it took. */
export async function until(check: () => Promise<boolean>, timeoutMs = 1000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - started;
}

/** Queries sent to PostgreSQL by any client of this process while `run` runs. */
export async function queriesDuring(run: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}
