export { requireFiduciaryRole } from './fiduciary-role.ts';
export { paymentRoutes } from './payments.routes.ts';
