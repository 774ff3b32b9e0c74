export { registerRealtime, websocketTicketRoutes } from './websocket.routes.ts';
