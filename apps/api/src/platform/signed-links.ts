import { createHmac, timingSafeEqual } from 'node:crypto';
import { buildPath, getSignedFileRoute, type SignedLink } from '@dl/contracts';
import type { AppContext } from '../lib/context.ts';

/** How long a signed file link works unless the caller asks otherwise. */
const SIGNED_LINK_TTL_SECONDS = 300;

const linkKeys = new WeakMap<Uint8Array, Buffer>();

/** A key of its own for links, derived from the token secret (a link never verifies as a token). */
function linkKey(ctx: Pick<AppContext, 'keys'>): Buffer {
  let key = linkKeys.get(ctx.keys.secret);
  if (!key) {
    key = createHmac('sha256', ctx.keys.secret).update('signed-file-links:v1').digest();
    linkKeys.set(ctx.keys.secret, key);
  }
  return key;
}

function sign(ctx: Pick<AppContext, 'keys'>, fileId: string, expires: number): string {
  return createHmac('sha256', linkKey(ctx)).update(`${fileId}.${expires}`).digest('base64url');
}

/**
 * A link to one stored file that works without a bearer header until it expires. The caller must
 * have checked that the user may read the file: the link is that decision, made portable for a few
 * minutes (ADR 0006). It names the file and its expiry, nothing about the user or session.
 */
export function signedFileUrl(
  ctx: Pick<AppContext, 'keys'>,
  input: { fileId: string; ttlSeconds?: number; now?: number },
): SignedLink {
  const expires = Math.floor((input.now ?? Date.now()) / 1000) + (input.ttlSeconds ?? SIGNED_LINK_TTL_SECONDS);
  const signature = sign(ctx, input.fileId, expires);
  const url = `${buildPath(getSignedFileRoute.url, { fileId: input.fileId })}?expires=${expires}&signature=${signature}`;
  return { url, expires_on: new Date(expires * 1000).toISOString() };
}

/** Whether a link's expiry and signature are genuine and still valid. */
export function verifySignedFile(
  ctx: Pick<AppContext, 'keys'>,
  input: { fileId: string; expires: number; signature: string; now?: number },
): boolean {
  if (input.expires * 1000 <= (input.now ?? Date.now())) return false;
  const expected = Buffer.from(sign(ctx, input.fileId, input.expires));
  const given = Buffer.from(input.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
