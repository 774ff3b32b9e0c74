export { dealDeskRoutes } from './deal-desk.routes.ts';
