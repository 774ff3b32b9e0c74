/**
 * Paths of the pages open without a login (spec 2 "Public routes", under /pages, and the embedded PDF
 * viewer). They are not rows of the route registry's tables (lib/named-routes.ts, which names Login from
 * here): the first download needs them, and holds none of the route tables of the login-required areas.
 */
export const PATHS = {
  login: '/pages/login',
  internalLogin: '/pages/internal-login',
  login2: '/pages/login2',
  logout: '/pages/logout',
  forgotPassword: '/pages/forget-password',
  resetPassword: '/pages/reset-password',
  setPassword: '/pages/set-password',
  docuSignWait: '/pages/docu-sign-wait',
  pdfViewer: '/digital-locker/pdf/web/viewer.html',
} as const;
