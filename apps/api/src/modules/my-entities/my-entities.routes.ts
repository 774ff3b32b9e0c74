import {
  createMyEntityRoute,
  ENTITY_TYPES,
  getMyEntityRoute,
  INDIVIDUAL_ENTITY_TYPES,
  listMyEntitiesRoute,
  updateMyEntityRoute,
} from '@dl/contracts';
import { INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FastifyZodInstance } from '../../lib/fastify-types.ts';
import { requireInvestor } from '../../plugins/guards/index.ts';
import { recordAudit } from '../audit/audit.ts';
import { requireManagedEntity } from './entity-access.ts';
import { findMyEntities, insertEntity, replaceContacts, updateEntity } from './my-entities.repository.ts';

/** Spec 3: the entity-only list leaves out individual-type entities. */
const ENTITY_ONLY = ENTITY_TYPES.filter((t) => !(INDIVIDUAL_ENTITY_TYPES as readonly string[]).includes(t));

/**
 * My entities (issue 7): the entities the caller invests through in this fiduciary. Viewers may not
 * open my-entities (spec 6), so every call needs the investor or investor admin role.
 */
export function myEntityRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listMyEntitiesRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const types = req.query.kind === 'entity' ? ENTITY_ONLY : undefined;
      const results = await findMyEntities(ctx.db, { fiduciaryId, userId, types });
      return { count: results.length, results };
    },
  });

  app.route({
    ...getMyEntityRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const [entity] = await findMyEntities(ctx.db, { fiduciaryId, userId, entityId: req.params.entityId });
      if (!entity) throw notFound();
      return entity;
    },
  });

  app.route({
    ...createMyEntityRoute,
    handler: async (req, reply) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const body = req.body;
      const entityId = await ctx.db.transaction().execute(async (trx) => {
        const id = await insertEntity(trx, {
          fiduciaryId,
          userId,
          name: body.name,
          type: body.type,
          businessType: body.business_type,
        });
        await replaceContacts(trx, { fiduciaryId, entityId: id, addresses: body.addresses, phones: body.phones });
        // ADR 0022: the creator administers the new entity. The membership trigger tells the
        // membership cache; the entity joins the session's permissions at the next login.
        await trx
          .insertInto('membership')
          .values({
            fiduciary_id: fiduciaryId,
            user_id: userId,
            role: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR_ADMIN,
            entity_id: id,
          })
          .execute();
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'entity_created',
          subject: id,
          data: { type: body.type },
        });
        return id;
      });
      const [entity] = await findMyEntities(ctx.db, { fiduciaryId, userId, entityId });
      if (!entity) throw notFound();
      return reply.status(201).send(entity);
    },
  });

  app.route({
    ...updateMyEntityRoute,
    handler: async (req) => {
      const { fiduciaryId, userId } = requireInvestor(req, { act: true });
      const { entityId } = req.params;
      const body = req.body;
      await ctx.db.transaction().execute(async (trx) => {
        await requireManagedEntity(trx, { fiduciaryId, userId, entityId });
        await updateEntity(trx, {
          fiduciaryId,
          entityId,
          name: body.name,
          type: body.type,
          businessType: body.business_type,
        });
        await replaceContacts(trx, { fiduciaryId, entityId, addresses: body.addresses, phones: body.phones });
        await recordAudit(trx, {
          fiduciary_id: fiduciaryId,
          actor_user_id: userId,
          kind: 'entity_updated',
          subject: entityId,
        });
      });
      const [entity] = await findMyEntities(ctx.db, { fiduciaryId, userId, entityId });
      if (!entity) throw notFound();
      return entity;
    },
  });
}
