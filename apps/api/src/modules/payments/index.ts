export { paymentRoutes } from './payments.routes.ts';
