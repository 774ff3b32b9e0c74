import { createEventRoute, deleteEventRoute, eventIcsRoute, listEventsRoute, updateEventRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { createEvent, deleteEvent, eventIcs, listEvents, updateEvent } from './events.service.ts';
import { sendIcs } from './send-ics.ts';

/** The fiduciary's events: any member reads them, staff publish them. */
export function eventRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listEventsRoute,
    handler: (req) => listEvents(ctx, requireTenant(req).fiduciaryId, req.query),
  });

  app.route({
    ...eventIcsRoute,
    handler: async (req, reply) => sendIcs(reply, await eventIcs(ctx, requireTenant(req).fiduciaryId, req.params.id)),
  });

  app.route({
    ...createEventRoute,
    handler: async (req, reply) => {
      const data = await createEvent(ctx, requireStaff(req, 'content.publish'), req.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...updateEventRoute,
    handler: async (req) => ({
      data: await updateEvent(ctx, requireStaff(req, 'content.publish'), req.params.id, req.body),
    }),
  });

  app.route({
    ...deleteEventRoute,
    handler: async (req, reply) => {
      await deleteEvent(ctx, requireStaff(req, 'content.publish'), req.params.id);
      return reply.status(204).send(null);
    },
  });
}
