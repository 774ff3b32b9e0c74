import { sql } from 'kysely';
import { changePasswordRoute, getProfileRoute, patchProfileRoute, type Profile } from '@dl/contracts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '../../plugins/guards/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { avatarUrlFor, readableAvatarUrl } from './avatar.ts';
import { changePassword } from './change-password.ts';

const COLUMNS = ['first_name', 'last_name', 'email', 'trellis_uid', 'avatar_url', 'profile_details'] as const;

async function findProfile(ctx: AppContext, db: Executor, userId: string): Promise<Profile> {
  const row = await db.selectFrom('app_user').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  return {
    ...row,
    avatar_url: readableAvatarUrl(ctx, row.avatar_url),
    // Spec 3 "Profile": profile_details is an empty object when absent.
    profile_details: (row.profile_details as Record<string, unknown> | null) ?? {},
  };
}

export function profileRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...getProfileRoute, handler: (req) => findProfile(ctx, ctx.db, requirePrincipal(req).userId) });
  app.route({
    ...patchProfileRoute,
    handler: async (req) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      const { profile_details, avatar_file_id, ...fields } = req.body;
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
        await trx
          .updateTable('app_user')
          .set({
            ...fields,
            ...avatar,
            ...(profile_details ? { profile_details: JSON.stringify(profile_details) } : {}),
            modified_on: sql`now()`,
          })
          .where('id', '=', userId)
          .execute();
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'profile_updated',
          subject: userId,
          data: { fields: Object.keys(req.body) },
        });
        return findProfile(ctx, trx, userId);
      });
    },
  });
  app.route({
    ...changePasswordRoute,
    handler: async (req, reply) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      await changePassword(ctx, {
        userId,
        fiduciaryId,
        current: req.body.current_password,
        next: req.body.new_password,
        currentSession: req.body.current_session,
      });
      return reply.status(204).send(null);
    },
  });
}
