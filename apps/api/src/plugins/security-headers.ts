import type { FastifyInstance } from 'fastify';

/**
 * Headers every API answer carries (issue 13 point 10; SECURITY.md):
 * - JSON answers are never sniffed as another type and never stored by a browser or proxy
 *   (`no-store`: KYC answers and sessions included), unless the route chose its own caching;
 * - the API documentation page may not be framed (clickjacking);
 * - with an https PUBLIC_URL, browsers are told to use https only (HSTS, a year).
 * The web app's HTML document gets its own policy in plugins/web.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = publicUrl.startsWith('https://');
  app.addHook('onSend', async (request, reply, payload) => {
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('application/json')) {
      reply.header('x-content-type-options', 'nosniff');
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    }
    if (request.url.startsWith('/api/docs')) {
      reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });
}

/** The documentation page's CSP: the UI's own hashes, nothing from elsewhere, no framing. */
export function docsContentSecurityPolicy(header: string): string {
  return header
    .replace(' upgrade-insecure-requests;', '')
    .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
    .replace(' validator.swagger.io', '')
    .replace(/ https:/g, '');
}
