export { authRoutes } from './auth.routes.ts';
export { ThrottledError, TOO_MANY_ATTEMPTS } from './throttle.ts';
export { createPasswordToken, LINK_INVALID } from './password-reset.ts';
export { accessFor, type ClientInfo, issueRefresh, openSession } from './session.ts';
