import type { AppContext } from '#api/lib/context.ts';
import { noticePushJob } from './notice-push.ts';
import { noticeAudience } from './provider-notices.ts';

export { adminSystemNotificationRoutes, systemNotificationRoutes } from './system-notifications.routes.ts';
export {
  SYSTEM_NOTIFICATION_COLUMNS,
  systemNotificationFrame,
  systemNotificationRemovedFrame,
  toSystemNotificationItem,
} from './system-notifications.mapper.ts';

/** The job that pushes a scheduled notice's start and end (registered with the job engine in app.ts). */
export const systemNotificationPushJob = (ctx: AppContext) => noticePushJob(ctx, noticeAudience);
