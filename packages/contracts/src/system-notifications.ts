import { z } from 'zod';
import { PAGE_SIZE_ALL, SYSTEM_NOTIFICATION_KINDS, SYSTEM_NOTIFICATION_SEVERITIES } from '@dl/domain';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

export const systemNotificationKindSchema = z.enum(SYSTEM_NOTIFICATION_KINDS);
export const systemNotificationSeveritySchema = z.enum(SYSTEM_NOTIFICATION_SEVERITIES);

/** Spec 3: title, kind, severity, message_details.details, reported_at. */
export const systemNotificationItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  kind: systemNotificationKindSchema,
  severity: systemNotificationSeveritySchema,
  message_details: z.object({ details: z.string() }),
  reported_at: z.string(),
});
export type SystemNotificationItem = z.infer<typeof systemNotificationItemSchema>;

export const systemNotificationListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_ALL).default(10),
  kind: systemNotificationKindSchema.optional(),
  severity: systemNotificationSeveritySchema.optional(),
});
export type SystemNotificationListQuery = z.input<typeof systemNotificationListQuerySchema>;

export const systemNotificationListSchema = z.object({
  count: z.number().int(),
  results: z.array(systemNotificationItemSchema),
});
export type SystemNotificationList = z.infer<typeof systemNotificationListSchema>;

/** Spec 7 `GET accounts/system-notifications` (tenant base): the tenant's and the global ones, newest first. */
export const listSystemNotificationsRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/fid/:fidId/accounts/system-notifications`,
  schema: {
    params: fidParamsSchema,
    querystring: systemNotificationListQuerySchema,
    response: { 200: systemNotificationListSchema, ...errors },
  },
});

export const publishSystemNotificationBodySchema = z.object({
  title: z.string().trim().min(1).max(200),
  kind: systemNotificationKindSchema,
  severity: systemNotificationSeveritySchema,
  message_details: z.object({ details: z.string().trim().min(1).max(4000) }),
  /** One tenant; absent = every tenant. */
  fiduciary_id: z.uuid().optional(),
});
export type PublishSystemNotificationBody = z.infer<typeof publishSystemNotificationBodySchema>;

/** Provider admin: publishes a system notification and pushes it to the connected users. */
export const publishSystemNotificationRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/admin/system-notifications`,
  schema: {
    body: publishSystemNotificationBodySchema,
    response: { 201: z.object({ data: systemNotificationItemSchema }), ...errors },
  },
});
