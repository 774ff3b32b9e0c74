/** Public page paths (spec 2 "Public routes", under /pages). */
export const PATHS = {
  login: '/pages/login',
  internalLogin: '/pages/internal-login',
  login2: '/pages/login2',
  logout: '/pages/logout',
  forgotPassword: '/pages/forget-password',
  resetPassword: '/pages/reset-password',
  setPassword: '/pages/set-password',
  docuSignWait: '/pages/docu-sign-wait',
} as const;
