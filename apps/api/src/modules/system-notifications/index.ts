export { adminSystemNotificationRoutes, systemNotificationRoutes } from './system-notifications.routes.ts';
