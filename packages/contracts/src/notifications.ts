import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { NAVIGATE_TO_ROUTES, NOTIFICATION_EVENTS, NOTIFICATION_KINDS, PAGE_SIZE_ALL } from '@dl/domain';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export const navigateToSchema = z.enum(NAVIGATE_TO_ROUTES);

/** One stored notification or action of the caller (panel tabs Actions / Notifications, spec 2). */
export const notificationItemSchema = z.object({
  id: z.uuid(),
  kind: notificationKindSchema,
  event: z.enum(NOTIFICATION_EVENTS),
  message: z.string(),
  navigate_to: navigateToSchema.nullable(),
  resource_id: z.string().nullable(),
  query: z.record(z.string(), z.string()).nullable(),
  created_on: z.string(),
  read_on: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItemSchema>;

export const notificationListQuerySchema = z.object({
  kind: notificationKindSchema.optional(),
  page: pageSchema,
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(10),
  /** Only unread ones when 'true'. */
  unread: z.enum(['true', 'false']).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

export const notificationListSchema = z.object({
  count: z.number().int(),
  results: z.array(notificationItemSchema),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** `GET notifications` (tenant base): the caller's notifications, newest first. */
export const listNotificationsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/notifications`,
  schema: {
    params: fidParamsSchema,
    querystring: notificationListQuerySchema,
    response: { 200: notificationListSchema, ...errors },
  },
});

export const markNotificationsReadBodySchema = z
  .object({
    ids: z.array(z.uuid()).min(1).max(500).optional(),
    all: z.literal(true).optional(),
  })
  .refine((b) => b.ids !== undefined || b.all === true, { message: 'Give ids or all.' });
export type MarkNotificationsReadBody = z.infer<typeof markNotificationsReadBodySchema>;

/** `POST notifications/read`: marks the given (or all) of the caller's notifications read. */
export const markNotificationsReadRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/notifications/read`,
  schema: {
    params: fidParamsSchema,
    body: markNotificationsReadBodySchema,
    response: { 200: z.object({ data: z.object({ updated: z.number().int() }) }), ...errors },
  },
});

export const websocketTicketSchema = z.object({ ticket: z.string(), expires_on: z.string() });
export type WebsocketTicket = z.infer<typeof websocketTicketSchema>;

/** `POST websocket/ticket`: a single-use ticket (30 s) for `GET websocket?token=`. */
export const createWebsocketTicketRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/fid/:fidId/websocket/ticket`,
  schema: {
    params: fidParamsSchema,
    response: { 200: z.object({ data: websocketTicketSchema }), ...errors },
  },
});

/** The websocket path (upgrade; the ticket in `token`). */
export const WEBSOCKET_PATH = `${API_PREFIX}/fid/:fidId/websocket`;
