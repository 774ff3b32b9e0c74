export { eventRoutes } from './events.routes.ts';
export { CONTENT_EDITORS } from './events.service.ts';
export { sendIcs } from './send-ics.ts';
