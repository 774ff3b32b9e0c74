// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load.ts';

describe('loadChunk (spec 8 "Chunk load errors")', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('hands over the module', async () => {
    await expect(loadChunk(() => Promise.resolve({ Component: 'page' }))).resolves.toEqual({ Component: 'page' });
  });

  it('fails with a ChunkLoadError when the file cannot be fetched', async () => {
    const failed = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: /digital-locker/assets/x.js')),
    );
    await expect(failed).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('fails with a ChunkLoadError after 120 s without an answer', async () => {
    const pending = loadChunk(() => new Promise(() => undefined));
    const outcome = pending.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(ChunkLoadError);
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('keeps an error thrown by a module that did load: a bug, not a network problem', async () => {
    const bug = new ReferenceError('x is not defined');
    await expect(loadChunk(() => Promise.reject(bug))).rejects.toBe(bug);
  });

  it.each([
    [new ChunkLoadError(), true],
    [new TypeError('Failed to fetch dynamically imported module: /a.js'), true],
    [new TypeError('Importing a module script failed.'), true],
    [new Error('error loading dynamically imported module'), true],
    [new Error('Something else'), false],
    ['text', false],
  ])('isChunkLoadError(%s) is %s', (error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});
