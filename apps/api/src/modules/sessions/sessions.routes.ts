import { listSessionsRoute, revokeSessionRoute, type UserSession } from '@dl/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '../../plugins/guards/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { deviceName } from './device.ts';
import { familyOfHash, findOpenFamilies, revokeFamilyOf } from './sessions.repository.ts';

/**
 * The user's sign-in sessions (refresh-token families) and their revocation. Sessions belong to the
 * user, not to a fiduciary: the list is the same under every {fidId} the user may open.
 */
export function sessionRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listSessionsRoute,
    handler: async (req) => {
      const { userId } = requirePrincipal(req);
      const current = await familyOfHash(ctx.db, userId, req.query.current);
      const families = await findOpenFamilies(ctx.db, userId);
      const results: UserSession[] = families.map((f) => ({
        id: f.family_id,
        device: deviceName(f.user_agent),
        user_agent: f.user_agent,
        ip: f.ip,
        created_on: new Date(f.family_created_on).toISOString(),
        last_used_on: new Date(f.created_on).toISOString(),
        is_current: f.family_id === current,
      }));
      return { count: results.length, results };
    },
  });

  app.route({
    ...revokeSessionRoute,
    handler: async (req, reply) => {
      const { userId } = requirePrincipal(req);
      const { fiduciaryId } = requireTenant(req);
      await ctx.db.transaction().execute(async (trx) => {
        // Another user's session answers like a missing one.
        if (!(await revokeFamilyOf(trx, userId, req.params.sessionId))) throw notFound();
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'session_revoked',
          subject: req.params.sessionId,
        });
      });
      return reply.status(204).send(null);
    },
  });
}
