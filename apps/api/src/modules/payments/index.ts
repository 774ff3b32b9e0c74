export { paymentRoutes } from './payments.routes.ts';
export { findWireInstructionsInForce, wireReference } from './wire-instructions.ts';
