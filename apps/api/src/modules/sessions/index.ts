export { deviceName } from './device.ts';
export { endOtherSessions } from './sessions.service.ts';
export { sessionRoutes } from './sessions.routes.ts';
