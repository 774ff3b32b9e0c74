export { closingBinderRoutes } from './closing-binder.routes.ts';
export { createClosingBinder } from './closing-binder.state.ts';
export { NotABinderError, verifyBinder } from './verify-binder.ts';
