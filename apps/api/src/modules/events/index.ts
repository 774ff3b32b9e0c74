export { eventRoutes } from './events.routes.ts';
export { type PublishScope, publish } from './publishing.ts';
export { sendIcs } from './send-ics.ts';
