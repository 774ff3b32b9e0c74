export { notifyEntities, notifyEntity, notifyUser, notifyUsers } from './notify.ts';
export { notificationRoutes } from './notifications.routes.ts';
export {
  notifyCapitalCallIssued,
  notifyInvestmentChange,
  notifyNdaExecuted,
  notifyPaymentAcknowledged,
} from './deal-events.ts';
export { NOTIFICATION_COLUMNS, notificationFrame, toNotificationItem } from './notifications.mapper.ts';
