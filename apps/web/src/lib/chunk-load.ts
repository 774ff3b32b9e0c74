/** Spec 8: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(message = 'A part of the app could not be loaded.', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Wraps a dynamic `import()` so that it fails with a ChunkLoadError when the file cannot be fetched
 * (usually a redeploy replaced the hashed assets) or takes longer than the timeout, instead of
 * leaving a blank page waiting forever.
 */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('Loading timed out.')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        // A module that arrived but threw while evaluating is a bug, not a network problem: kept as is.
        reject(isChunkLoadError(error) ? new ChunkLoadError(undefined, { cause: error }) : error);
      },
    );
  });
}

/** Browsers word a failed module fetch differently; each is a chunk load error. */
const FAILED_IMPORT = /dynamically imported module|module script failed|Loading chunk|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && (error.name === 'ChunkLoadError' || FAILED_IMPORT.test(error.message));
}
