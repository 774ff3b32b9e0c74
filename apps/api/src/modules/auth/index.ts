export { authRoutes } from './auth.routes.ts';
export { TOO_MANY_ATTEMPTS } from './login.ts';
export { createPasswordToken, LINK_INVALID } from './password-reset.ts';
export { accessFor, type ClientInfo, issueRefresh, openSession } from './session.ts';
