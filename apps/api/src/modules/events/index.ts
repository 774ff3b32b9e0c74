export { eventRoutes } from './events.routes.ts';
export { type PublishScope, publish, republish, unpublish } from './publishing.ts';
export { sendIcs } from './send-ics.ts';
