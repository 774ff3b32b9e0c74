import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const ASSET_PREFIX = '/digital-locker/';

/** The page's policy; `imgSources` adds image origins the deployment configures (a map tile server). */
const contentSecurityPolicy = (imgSources: readonly string[]) =>
  [
    "default-src 'self'",
    ["img-src 'self' data: blob:", ...imgSources].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "frame-src 'self' blob:",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

/**
 * Security headers go on the HTML document only: they protect the page, and computing them on every
 * JSON answer would cost throughput for nothing.
 */
function setPageSecurityHeaders(reply: FastifyReply, policy: string): void {
  reply
    .header('content-security-policy', policy)
    .header('x-content-type-options', 'nosniff')
    .header('x-frame-options', 'SAMEORIGIN')
    .header('referrer-policy', 'no-referrer')
    .header('cross-origin-opener-policy', 'same-origin')
    .header('cache-control', 'no-cache');
}

/** Hashed build output (assets/name-HASH.js) never changes under its name; other files may. */
const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

function cacheControlFor(filePath: string): string {
  return HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Serves the built web app on the API's port: hashed assets under /digital-locker/ (spec 2), and
 * index.html for every other GET outside /api (history-mode routing).
 */
export async function registerWeb(
  app: FastifyInstance,
  distDir: string,
  imgSources: readonly string[] = [],
): Promise<void> {
  const policy = contentSecurityPolicy(imgSources);
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (!hasBuild) app.log.warn({ distDir }, 'web app not built: run `npm run build:web`; only the API is served');
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: ASSET_PREFIX,
      index: false,
      wildcard: true,
      // The build wrote brotli and gzip copies; the one the browser accepts is sent as it is.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        res.header('x-content-type-options', 'nosniff');
        res.header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  const sendPage = (reply: FastifyReply) => {
    setPageSecurityHeaders(reply, policy);
    return reply.sendFile('index.html', distDir, { maxAge: 0, immutable: false });
  };
  // The bare prefix is a page (the investor portal's home), not a directory listing.
  if (hasBuild) app.get(ASSET_PREFIX, (_request, reply) => sendPage(reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing hashed asset (an old chunk after a redeploy) must be a 404, not HTML with 200.
    const isPage = request.method === 'GET' && !path.startsWith('/api') && !path.startsWith(`${ASSET_PREFIX}assets/`);
    if (isPage && hasBuild) return sendPage(reply);
    return reply.status(404).send({ detail: 'Not found.', code: 'NOT_FOUND' });
  });
}
