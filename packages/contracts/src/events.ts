import { z } from 'zod';
import { fidParamsSchema, httpUrl } from './common.ts';
import { engagementErrors as errors, pageOf, pageQuerySchema, requiredText, tenantBase } from './engagement-common.ts';
import { defineRoute } from './route.ts';

/** A fiduciary's event (roadshow, webinar, investor day), optionally about one opportunity. */
export const eventSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  location: z.string().nullable(),
  url: z.string().nullable(),
  opportunity_id: z.uuid().nullable(),
  opportunity_name: z.string().nullable(),
});
export type EngagementEvent = z.infer<typeof eventSchema>;

export const eventListQuerySchema = pageQuerySchema.extend({
  /** 'true': events not yet ended, soonest first; 'false': ended ones, latest first; absent: all by start. */
  upcoming: z.enum(['true', 'false']).optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;
export const eventListSchema = pageOf(eventSchema);
export type EventList = z.infer<typeof eventListSchema>;

export const listEventsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/events`,
  schema: { params: fidParamsSchema, querystring: eventListQuerySchema, response: { 200: eventListSchema, ...errors } },
});

/** One event as a text/calendar attachment ("add to calendar"). */
export const eventIcsRoute = defineRoute({
  method: 'GET',
  url: `${tenantBase}/events/:id/ics`,
  schema: { params: fidParamsSchema.extend({ id: z.uuid() }), response: { ...errors } },
});

export const createEventBodySchema = z
  .object({
    title: requiredText('Title', 200),
    description: z.string().trim().max(5000).default(''),
    starts_on: z.iso.datetime({ offset: true, error: 'Enter a valid start' }),
    ends_on: z.iso.datetime({ offset: true, error: 'Enter a valid end' }),
    location: z.string().trim().min(1).max(300).optional(),
    url: httpUrl('Online address', 2000).optional(),
    opportunity_id: z.uuid().optional(),
  })
  .refine((e) => Date.parse(e.ends_on) > Date.parse(e.starts_on), {
    message: 'The event must end after it starts',
    path: ['ends_on'],
  })
  .refine((e) => e.location || e.url, { message: 'Give a location or an address', path: ['location'] });
export type CreateEventBody = z.input<typeof createEventBodySchema>;

/** Fiduciary staff (superadmin, admin, editor). */
export const createEventRoute = defineRoute({
  method: 'POST',
  url: `${tenantBase}/fid-admin/events`,
  schema: {
    params: fidParamsSchema,
    body: createEventBodySchema,
    response: { 201: z.object({ data: eventSchema }), ...errors },
  },
});

const eventIdParams = fidParamsSchema.extend({ id: z.uuid() });

/** Fiduciary staff (content.publish): replaces an event's fields, as the create form sends them. */
export const updateEventRoute = defineRoute({
  method: 'PUT',
  url: `${tenantBase}/fid-admin/events/:id`,
  schema: {
    params: eventIdParams,
    body: createEventBodySchema,
    response: { 200: z.object({ data: eventSchema }), ...errors },
  },
});

/** Fiduciary staff (content.publish): removes an event. */
export const deleteEventRoute = defineRoute({
  method: 'DELETE',
  url: `${tenantBase}/fid-admin/events/:id`,
  schema: { params: eventIdParams, response: { 204: z.null(), ...errors } },
});
