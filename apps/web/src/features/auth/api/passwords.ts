import { forgotPasswordRoute, resetPasswordRoute, setPasswordRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST fid/forgot-password: always 202 with a neutral detail, whether the e-mail exists or not. */
export function requestPasswordReset(email: string): Promise<{ detail: string }> {
  return apiRequest(forgotPasswordRoute, { body: { email }, auth: 'public' });
}

export type PasswordTokenKind = 'reset' | 'set';

/** POST fid/reset-password or fid/set-password with the one-time token from the e-mailed link. */
export function submitNewPassword(
  kind: PasswordTokenKind,
  token: string,
  password: string,
): Promise<{ detail: string }> {
  const route = kind === 'reset' ? resetPasswordRoute : setPasswordRoute;
  return apiRequest(route, { body: { token, password }, auth: 'public' });
}
