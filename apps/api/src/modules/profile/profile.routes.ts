import { sql } from 'kysely';
import { getProfileRoute, patchProfileRoute, type Profile } from '@dl/contracts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.ts';

const COLUMNS = ['first_name', 'last_name', 'email', 'trellis_uid', 'avatar_url', 'profile_details'] as const;

async function findProfile(db: Executor, userId: string): Promise<Profile> {
  const row = await db.selectFrom('app_user').select(COLUMNS).where('id', '=', userId).executeTakeFirst();
  if (!row) throw notFound();
  // Spec 3 "Profile": profile_details is an empty object when absent.
  return { ...row, profile_details: (row.profile_details as Record<string, unknown> | null) ?? {} };
}

export function profileRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({ ...getProfileRoute, handler: (req) => findProfile(ctx.db, requirePrincipal(req).userId) });
  app.route({
    ...patchProfileRoute,
    handler: async (req) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      const { profile_details, ...fields } = req.body;
      return ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('app_user')
          .set({
            ...fields,
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
        return findProfile(trx, userId);
      });
    },
  });
}
