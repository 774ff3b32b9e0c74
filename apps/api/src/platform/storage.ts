import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Leftovers, removePartials } from './storage-leftovers.ts';

/**
 * Where file bytes live. Keys are opaque relative paths chosen by the caller. The local-disk driver
 * is the default; an S3-compatible driver implements the same three calls.
 */
export interface FileStorage {
  /** Streams `source` into `key`; the object appears only when complete. */
  put(key: string, source: Readable): Promise<void>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
  /**
   * Removes what a `put` whose process died left behind (the local disk's `.partial` files), last
   * written before `before`; answers what went. A driver that leaves nothing behind has none.
   */
  removeLeftovers?(before: Date): Promise<Leftovers>;
}

export function localDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error('storage key escapes the root');
    return full;
  };
  return {
    async put(key, source) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      const partial = `${full}.partial`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, full);
      } catch (err) {
        await rm(partial, { force: true });
        throw err;
      }
    },
    read: (key) => createReadStream(resolve(key)),
    remove: (key) => rm(resolve(key), { force: true }),
    removeLeftovers: (before) => removePartials(root, before),
  };
}
