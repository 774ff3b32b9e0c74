import { z } from 'zod';
import { pageSchema } from './paging.ts';
import { PAGE_SIZE_ALL, SYSTEM_NOTIFICATION_KINDS, SYSTEM_NOTIFICATION_SEVERITIES } from '@dl/domain';
import { errorSchema, fidParamsSchema } from './common.ts';
import { API_PREFIX, defineRoute } from './route.ts';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

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
  page: pageSchema,
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

export const NOTICE_END_BEFORE_START = 'The end must be after the start.';
export const NOTICE_WITHDRAWN = 'This notice was withdrawn; it can no longer be changed.';

const noticeFields = {
  title: z.string().trim().min(1, 'This field is required.').max(200),
  kind: systemNotificationKindSchema,
  severity: systemNotificationSeveritySchema,
  message_details: z.object({ details: z.string().trim().min(1, 'This field is required.').max(4000) }),
  /** The tenants it goes to; empty = every tenant. */
  tenant_ids: z.array(z.uuid()).max(500),
  /** When it goes live (absent: now) and when it ends (absent: until withdrawn), ISO 8601 with offset. */
  starts_on: z.iso.datetime({ offset: true }).nullable(),
  ends_on: z.iso.datetime({ offset: true }).nullable(),
};

export const publishSystemNotificationBodySchema = z
  .object({
    ...noticeFields,
    tenant_ids: noticeFields.tenant_ids.default([]),
    starts_on: noticeFields.starts_on.optional(),
    ends_on: noticeFields.ends_on.optional(),
  })
  .refine((b) => !b.ends_on || new Date(b.ends_on) > new Date(b.starts_on ?? Date.now()), {
    path: ['ends_on'],
    message: NOTICE_END_BEFORE_START,
  });
export type PublishSystemNotificationBody = z.infer<typeof publishSystemNotificationBodySchema>;

export const NOTICE_STATUSES = ['SCHEDULED', 'LIVE', 'ENDED', 'WITHDRAWN'] as const;

/** A notice as the provider manages it: the item, its audience, schedule and status. */
export const providerNoticeSchema = systemNotificationItemSchema.extend({
  status: z.enum(NOTICE_STATUSES),
  all_tenants: z.boolean(),
  tenants: z.array(z.object({ id: z.uuid(), name: z.string() })),
  starts_on: z.string(),
  ends_on: z.string().nullable(),
  withdrawn_on: z.string().nullable(),
  created_by: z.string().nullable(),
});
export type ProviderNotice = z.infer<typeof providerNoticeSchema>;

const noticeResponse = { 200: z.object({ data: providerNoticeSchema }), ...errors };

/** Provider admin: publishes (or schedules) a system notification; a live one is pushed to the connected users at once. */
export const publishSystemNotificationRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/admin/system-notifications`,
  schema: {
    body: publishSystemNotificationBodySchema,
    response: { 201: z.object({ data: providerNoticeSchema }), ...errors },
  },
});

export const listProviderNoticesRoute = defineRoute({
  method: 'GET',
  url: `${API_PREFIX}/admin/system-notifications`,
  schema: {
    querystring: systemNotificationListQuerySchema.extend({ status: z.enum(NOTICE_STATUSES).optional() }),
    response: { 200: z.object({ count: z.number().int(), results: z.array(providerNoticeSchema) }), ...errors },
  },
});

export const updateSystemNotificationBodySchema = z.object(noticeFields).partial();
export type UpdateSystemNotificationBody = z.infer<typeof updateSystemNotificationBodySchema>;

const noticeParams = z.object({ id: z.uuid() });

export const updateSystemNotificationRoute = defineRoute({
  method: 'PATCH',
  url: `${API_PREFIX}/admin/system-notifications/:id`,
  schema: { params: noticeParams, body: updateSystemNotificationBodySchema, response: noticeResponse },
});

/** Withdraws a notice: it leaves every list and panel at once (pushed), and stays in the provider's list. */
export const withdrawSystemNotificationRoute = defineRoute({
  method: 'POST',
  url: `${API_PREFIX}/admin/system-notifications/:id/withdraw`,
  schema: { params: noticeParams, response: noticeResponse },
});
