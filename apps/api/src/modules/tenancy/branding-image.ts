import { isAllowedMimeType } from '@dl/domain';
import type { FastifyReply } from 'fastify';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { findBrandingImage } from './tenancy.repository.ts';

const DAY = 24 * 60 * 60;

/**
 * A tenant's logo, to anyone: the login page shows it before login (issue 18 point 3). Only files
 * uploaded as branding images are found here, and only raster types judged by content at upload;
 * a new logo is a new file, so the bytes behind an id never change and may be cached.
 */
export async function sendBrandingImage(ctx: AppContext, reply: FastifyReply, fileId: string) {
  const row = await findBrandingImage(ctx.db, fileId);
  if (!row || !isAllowedMimeType('logo', row.mime_type)) throw notFound();
  return reply
    .header('content-type', row.mime_type)
    .header('content-length', row.size)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cache-control', `public, max-age=${DAY}, immutable`)
    .send(ctx.storage.read(row.storage_key));
}
