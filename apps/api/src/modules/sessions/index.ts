export { endOtherSessions } from './sessions.service.ts';
export { sessionRoutes } from './sessions.routes.ts';
