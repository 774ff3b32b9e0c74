import { type Session, verifyOtpRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST verify-otp: trades the challenge ticket and the 6-digit code for a session. */
export function verifyOtp(body: { otp_token: string; code: string }): Promise<Session> {
  return apiRequest(verifyOtpRoute, { body, auth: 'public' });
}
