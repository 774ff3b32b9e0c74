import { buildPath, getStaticAssetRoute } from '@dl/contracts';
import { FILE_TYPE_GROUPS } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { AppError } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { findOwnUpload } from './profile.repository.ts';

const STORED_AVATAR = /^\/api\/v1\/fid\/[0-9a-f-]{36}\/static-assets\/([0-9a-f-]{36})$/;
const HOUR = 60 * 60;

/**
 * The avatar_url to store for an uploaded image: the file must be the caller's own upload in this
 * fiduciary and an image (JPEG / PNG, checked by content at upload). The 144 px minimum width is
 * the cropper's (spec 5), checked in the browser before the upload.
 */
export async function avatarUrlFor(db: Executor, args: { fileId: string; fiduciaryId: string; userId: string }) {
  const file = await findOwnUpload(db, args);
  if (!file) throw new AppError('BAD_REQUEST', 'avatar_file_id: the uploaded image was not found.');
  if (!(FILE_TYPE_GROUPS.image.mimeTypes as readonly string[]).includes(file.mime_type))
    throw new AppError('BAD_REQUEST', 'Please upload JPEG / PNG files only');
  return buildPath(getStaticAssetRoute.url, { fidId: args.fiduciaryId, fileId: file.id });
}

/**
 * An `<img>` cannot send the bearer header, so a stored avatar is answered as a signed link. The
 * link's expiry is rounded to the hour, so the same URL is returned for an hour and browsers cache it.
 */
export function readableAvatarUrl(ctx: Pick<AppContext, 'keys'>, stored: string | null, now = Date.now()) {
  const match = stored ? STORED_AVATAR.exec(stored) : null;
  if (!match?.[1]) return stored;
  const hourStart = Math.floor(now / 1000 / HOUR) * HOUR * 1000;
  return signedFileUrl(ctx, { fileId: match[1], ttlSeconds: 2 * HOUR, now: hourStart }).url;
}
