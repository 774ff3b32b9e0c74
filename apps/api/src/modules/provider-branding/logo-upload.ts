import type { MultipartFile } from '@fastify/multipart';
import { brandingImageRoute, buildPath, type UploadResult } from '@dl/contracts';
import { LOGO_MAX_BYTES } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { storeUpload } from '#api/modules/files/index.ts';
import { findTenantBranding, insertBrandingImage } from './provider-branding.repository.ts';

/** The largest logo accepted: LOGO_MAX_BYTES, or the platform's upload limit when that is lower. */
export const logoMaxBytes = (ctx: AppContext) => Math.min(LOGO_MAX_BYTES, ctx.config.UPLOAD_MAX_BYTES);

/**
 * Stores a logo for a tenant the way every upload is stored (streamed, type judged by its first
 * bytes: PNG, JPEG or WebP, size-limited, audited as `file_uploaded` on the tenant's chain), then
 * marks it as a branding image so `GET public/branding-images/:id` serves it to anyone. The answer's
 * url is that public address.
 */
export async function uploadLogo(
  ctx: AppContext,
  actor: { userId: string },
  tenantId: string,
  file: MultipartFile,
): Promise<UploadResult> {
  if (!(await findTenantBranding(ctx.db, tenantId))) {
    file.file.resume();
    throw notFound();
  }
  const result = await storeUpload({
    db: ctx.db,
    storage: ctx.storage,
    file,
    fiduciaryId: tenantId,
    userId: actor.userId,
    group: 'logo',
    maxBytes: logoMaxBytes(ctx),
    urlFor: (fileId) => buildPath(brandingImageRoute.url, { fileId }),
  });
  await insertBrandingImage(ctx.db, { file_id: result.id, fiduciary_id: tenantId });
  return result;
}
