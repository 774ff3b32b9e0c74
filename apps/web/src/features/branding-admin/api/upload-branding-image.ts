import { buildPath, type UploadResult, uploadBrandingImageRoute } from '@dl/contracts';
import { uploadToPath } from '#web/components/inputs/file-upload/index.ts';

/** A logo for the tenant (PNG, JPEG or WebP, judged by content on the server); answers its public url. */
export type LogoUploader = (tenantId: string, file: File) => Promise<UploadResult>;

export const uploadBrandingImage: LogoUploader = (tenantId, file) =>
  uploadToPath(buildPath(uploadBrandingImageRoute.url, { tenantId }), { file });
