import { lstat, opendir, rm } from 'node:fs/promises';
import path from 'node:path';

/** What a sweep removed: files and their bytes. */
export interface Leftovers {
  files: number;
  bytes: number;
}

/** The name `put` streams into before it renames the file to its key (storage.ts). */
const PARTIAL_SUFFIX = '.partial';

/**
 * Removes the `.partial` files under `root` last written before `before`. A live `put` writes its
 * partial file as the bytes arrive, so its modification time stays recent; one whose process died
 * mid-stream (kill -9, power loss: its own clean-up never ran) stays behind forever otherwise.
 */
export async function removePartials(root: string, before: Date): Promise<Leftovers> {
  const removed: Leftovers = { files: 0, bytes: 0 };
  let dir: Awaited<ReturnType<typeof opendir>>;
  try {
    dir = await opendir(root, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return removed; // nothing stored yet
    throw err;
  }
  for await (const entry of dir) {
    if (!entry.isFile() || !entry.name.endsWith(PARTIAL_SUFFIX)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const stat = await lstat(file).catch(() => null); // renamed or removed meanwhile
    if (!stat || stat.mtime >= before) continue;
    await rm(file, { force: true });
    removed.files += 1;
    removed.bytes += stat.size;
  }
  return removed;
}

/**
 * A `.partial` file untouched this long belongs to no live upload: an upload request ends at the
 * request timeout (HTTP_REQUEST_TIMEOUT_MS), and a job's `put` writes a buffer at once. One hour, or
 * twice the request timeout when that is longer.
 */
export function partialMaxAgeMs(requestTimeoutMs: number): number {
  return Math.max(60 * 60_000, 2 * requestTimeoutMs);
}

/** How often a running server sweeps (it also sweeps as it starts). */
const SWEEP_EVERY_MS = 60 * 60_000;

type Log = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/**
 * The process that owns the store removes leftover partial files as it starts, then every hour;
 * each sweep that removed something logs how many files and bytes. `stop` ends the schedule and
 * waits for a sweep under way.
 */
export function startLeftoverSweeps(options: {
  removeLeftovers: ((before: Date) => Promise<Leftovers>) | undefined;
  maxAgeMs: number;
  log: Log;
  everyMs?: number;
}): { first: Promise<void>; stop(): Promise<void> } {
  const { removeLeftovers, maxAgeMs, log } = options;
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    if (!removeLeftovers) return running;
    running = running.then(async () => {
      try {
        const removed = await removeLeftovers(new Date(Date.now() - maxAgeMs));
        if (removed.files > 0) log.info({ ...removed, max_age_ms: maxAgeMs }, 'leftover partial uploads removed');
      } catch (err) {
        log.warn({ err }, 'leftover partial uploads not swept');
      }
    });
    return running;
  };
  const first = sweep();
  const timer = setInterval(sweep, options.everyMs ?? SWEEP_EVERY_MS);
  timer.unref();
  return {
    first,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
