import type { Profile, profilePatchSchema } from '@dl/contracts';
import type { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { avatarUrlFor, readableAvatarUrl } from './avatar.ts';
import { findProfileRow, updateProfileColumns } from './profile.repository.ts';

export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The user's profile as answered: the avatar as a signed link, profile_details never null. */
export async function getProfile(ctx: AppContext, db: Executor, userId: string): Promise<Profile> {
  const row = await findProfileRow(db, userId);
  if (!row) throw notFound();
  return {
    ...row,
    avatar_url: readableAvatarUrl(ctx, row.avatar_url),
    // Spec 3 "Profile": profile_details is an empty object when absent.
    profile_details: (row.profile_details as Record<string, unknown> | null) ?? {},
  };
}

/**
 * Applies a profile patch and audits which fields it named. An uploaded avatar (avatar_file_id) is
 * checked and turned into its stored URL first; null removes the avatar.
 */
export async function updateProfile(
  ctx: AppContext,
  args: { userId: string; fiduciaryId: string; patch: ProfilePatch },
): Promise<Profile> {
  const { userId, fiduciaryId, patch } = args;
  const { profile_details, avatar_file_id, ...fields } = patch;
  const avatar =
    avatar_file_id === undefined
      ? {}
      : {
          avatar_url:
            avatar_file_id === null
              ? null
              : await avatarUrlFor(ctx.db, { fileId: avatar_file_id, fiduciaryId, userId }),
        };
  return ctx.db.transaction().execute(async (trx) => {
    await updateProfileColumns(trx, userId, {
      ...fields,
      ...avatar,
      ...(profile_details ? { profile_details: JSON.stringify(profile_details) } : {}),
    });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: 'profile_updated',
      subject: userId,
      data: { fields: Object.keys(patch) },
    });
    return getProfile(ctx, trx, userId);
  });
}
