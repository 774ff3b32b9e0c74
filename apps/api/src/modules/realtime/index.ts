export { NOTIFICATION_CHANNEL, publish } from '../../platform/notification-channel.ts';
export { type Realtime, type RealtimeOptions, registerRealtime, websocketTicketRoutes } from './websocket.routes.ts';
export { SocketHub } from './hub.ts';
