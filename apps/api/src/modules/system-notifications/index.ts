export { adminSystemNotificationRoutes, systemNotificationRoutes } from './system-notifications.routes.ts';
export {
  SYSTEM_NOTIFICATION_COLUMNS,
  systemNotificationFrame,
  toSystemNotificationItem,
} from './system-notifications.mapper.ts';
