import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: the encoding costs more than it saves (issue 14 point 8). */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses API answers (JSON, CSV, text) above the threshold with brotli or gzip, whichever the
 * client prefers. Brotli at quality 4: near gzip's speed with smaller output, so a list answer costs
 * little CPU. The built web app's files are compressed at build time and sent as they are (web.ts);
 * archives, PDFs and images are skipped (their types are not compressible).
 *
 * Request bodies are not decompressed: an upload or a JSON body arrives as sent, so the body limits
 * hold on what the client actually sends.
 *
 * Compressed answers that carry a secret (a token pair) are not open to BREACH-style length probing:
 * the API authenticates with a bearer header a cross-site page cannot attach, never a cookie.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
