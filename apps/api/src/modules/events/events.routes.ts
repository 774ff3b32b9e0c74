import { createEventRoute, eventIcsRoute, listEventsRoute } from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireStaff, requireTenant } from '#api/plugins/guards/index.ts';
import { createEvent, eventIcs, listEvents } from './events.service.ts';
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
}
