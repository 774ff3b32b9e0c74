export { meetingRoutes } from './meetings.routes.ts';
