export { eventRoutes } from './events.routes.ts';
export { CONTENT_EDITORS, type PublishScope, publish } from './publishing.ts';
export { sendIcs } from './send-ics.ts';
