import {
  acceptMeetingRoute,
  cancelMeetingRoute,
  createMeetingRoute,
  declineMeetingRoute,
  listMeetingsRoute,
  meetingIcsRoute,
} from '@dl/contracts';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requireInvestor } from '#api/plugins/guards/index.ts';
import { sendIcs } from '../events/index.ts';
import { meetingCaller, meetingResponder } from './meeting-access.ts';
import { meetingIcs } from './meeting-ics.ts';
import { answerMeeting } from './meeting-response.ts';
import { cancelMeeting, createMeeting, listMeetings } from './meetings.service.ts';

/** Meeting requests (issue 6 point 6): investors ask, issuer members answer, both download the .ics. */
export function meetingRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...listMeetingsRoute,
    handler: async (req) => listMeetings(ctx, await meetingCaller(ctx.db, req), req.query),
  });

  app.route({
    ...createMeetingRoute,
    handler: async (req, reply) => {
      const data = await createMeeting(ctx, requireInvestor(req, { act: true }), req.body);
      return reply.status(201).send({ data });
    },
  });

  app.route({
    ...cancelMeetingRoute,
    handler: async (req) => ({ data: await cancelMeeting(ctx, requireInvestor(req, { act: true }), req.params.id) }),
  });

  app.route({
    ...acceptMeetingRoute,
    handler: async (req) => ({
      data: await answerMeeting(ctx, await meetingResponder(ctx.db, req), req.params.id, {
        kind: 'accept',
        time: req.body.time,
      }),
    }),
  });

  app.route({
    ...declineMeetingRoute,
    handler: async (req) => ({
      data: await answerMeeting(ctx, await meetingResponder(ctx.db, req), req.params.id, {
        kind: 'decline',
        reason: req.body.reason,
      }),
    }),
  });

  app.route({
    ...meetingIcsRoute,
    handler: async (req, reply) => {
      const ics = await meetingIcs(ctx, await meetingCaller(ctx.db, req), req.params.id);
      return sendIcs(reply, ics);
    },
  });
}
