import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, readdir, rename, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { localDiskStorage } from '#api/platform/storage.ts';
import { partialMaxAgeMs, startLeftoverSweeps } from '#api/platform/storage-leftovers.ts';
import { UPLOAD_HEAD_BYTES } from './crash-leftovers-worker.ts';

/**
 * Issue 13 point 8: uploads killed mid-stream left their `.partial` files forever (14 files, 218 MiB
 * in the test). The process that owns the store removes those no live upload can own, as it starts
 * and then periodically, and logs what it freed.
 */
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const HOUR = 60 * 60_000;

/** A process in the middle of an upload into `root`, killed with SIGKILL once its first megabyte is on disk. */
async function uploadKilledMidStream(root: string, key: string): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/api/test/crash-leftovers-worker.ts', 'upload', root, key],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const partial = path.join(root, `${key}.partial`);
  const deadline = Date.now() + 60_000;
  while ((await stat(partial).catch(() => null))?.size !== UPLOAD_HEAD_BYTES) {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('the upload did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
  return partial;
}

async function aged(file: string, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

function recordingLog() {
  const lines: { obj: Record<string, unknown>; msg: string }[] = [];
  const log = {
    info: (obj: object, msg: string) => void lines.push({ obj: obj as Record<string, unknown>, msg }),
    warn: (obj: object, msg: string) => void lines.push({ obj: obj as Record<string, unknown>, msg }),
  };
  return { log, lines };
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

describe('leftover partial uploads', { timeout: 90_000 }, () => {
  it('an upload killed mid-stream leaves its partial file; the sweep at start removes it once no live upload can own it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'dl-leftovers-'));
    const storage = localDiskStorage(root);
    const killed = await uploadKilledMidStream(root, 'fid-a/killed.bin');
    // The process's own clean-up never ran: the partial file is still there.
    expect((await stat(killed)).size).toBe(UPLOAD_HEAD_BYTES);

    const maxAgeMs = partialMaxAgeMs(600_000);
    // An hour and more later (the request timeout long past) it is a leftover; a live upload's is fresh.
    await aged(killed, maxAgeMs + 60_000);
    const live = path.join(root, 'fid-b', 'live.pdf.partial');
    await mkdir(path.dirname(live), { recursive: true });
    await writeFile(live, Buffer.alloc(4096));
    // A stored file, however old, is not a leftover.
    await storage.put('fid-a/kept.pdf', Readable.from([Buffer.from('%PDF-1.7 stored')]));
    await aged(path.join(root, 'fid-a', 'kept.pdf'), 30 * 24 * HOUR);

    const { log, lines } = recordingLog();
    const sweeps = startLeftoverSweeps({ removeLeftovers: storage.removeLeftovers, maxAgeMs, log });
    await sweeps.first;
    await sweeps.stop();

    expect(await exists(killed)).toBe(false);
    expect(await exists(live)).toBe(true);
    expect(await exists(path.join(root, 'fid-a', 'kept.pdf'))).toBe(true);
    expect(lines).toEqual([
      {
        msg: 'leftover partial uploads removed',
        obj: { files: 1, bytes: UPLOAD_HEAD_BYTES, max_age_ms: maxAgeMs },
      },
    ]);
  });

  it('sweeps again periodically, never takes a fresh partial, and is quiet when nothing is left over', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'dl-leftovers-'));
    const storage = localDiskStorage(root);
    const { log, lines } = recordingLog();
    const sweeps = startLeftoverSweeps({ removeLeftovers: storage.removeLeftovers, maxAgeMs: HOUR, log, everyMs: 50 });
    try {
      // Nothing stored yet (no directory at all): nothing to say.
      await sweeps.first;
      expect(lines).toEqual([]);
      // Made aside, aged, then moved in (a rename keeps the time): one sweep finds both.
      const aside = await mkdtemp(path.join(os.tmpdir(), 'dl-aside-'));
      await mkdir(path.join(aside, 'x', 'y'), { recursive: true });
      await writeFile(path.join(aside, 'x', 'a.partial'), Buffer.alloc(1000));
      await writeFile(path.join(aside, 'x', 'y', 'b.partial'), Buffer.alloc(2000));
      await writeFile(path.join(aside, 'x', 'y', 'c.partial'), Buffer.alloc(3000));
      for (const file of ['a.partial', path.join('y', 'b.partial')]) await aged(path.join(aside, 'x', file), 2 * HOUR);
      await rename(path.join(aside, 'x'), path.join(root, 'x'));
      const deadline = Date.now() + 10_000;
      while (lines.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    } finally {
      await sweeps.stop();
    }
    expect(lines).toEqual([
      { msg: 'leftover partial uploads removed', obj: { files: 2, bytes: 3000, max_age_ms: HOUR } },
    ]);
    expect((await readdir(path.join(root, 'x'), { recursive: true })).sort()).toEqual([
      'y',
      path.join('y', 'c.partial'),
    ]);
  });

  it('keeps a partial file as long as a live upload could still be writing it', () => {
    expect(partialMaxAgeMs(600_000)).toBeGreaterThanOrEqual(2 * 600_000);
    expect(partialMaxAgeMs(10_000)).toBe(HOUR);
  });
});
