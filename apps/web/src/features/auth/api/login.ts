import { type LoginResponse, loginRoute, type Session, verifyOtpRoute } from '@dl/contracts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type LoginInput = z.input<typeof loginRoute.schema.body>;

/** POST fid/login (spec 7 "Auth"): a session, or a one-time-code challenge. Never refreshes on 401. */
export function login(body: LoginInput): Promise<LoginResponse> {
  return apiRequest(loginRoute, { body, auth: 'public' });
}

/** POST verify-otp: trades the challenge ticket and the 6-digit code for a session. */
export function verifyOtp(body: { otp_token: string; code: string }): Promise<Session> {
  return apiRequest(verifyOtpRoute, { body, auth: 'public' });
}

export function isOtpChallenge(response: LoginResponse): response is Extract<LoginResponse, { otp_required: true }> {
  return 'otp_required' in response && response.otp_required === true;
}
