import type { LoginResponse, loginRoute } from '@dl/contracts';
import type { z } from 'zod';
import { callEndpoint, endpoint } from '#web/lib/api-client.ts';
import { parseSession } from '#web/lib/session-wire.ts';
import * as wire from '#web/lib/wire-parse.ts';

export type LoginInput = z.input<typeof loginRoute.schema.body>;
type OtpChallenge = Extract<LoginResponse, { otp_required: true }>;

/** The contract's `loginRoute` (compared in the tests); the login page reads its answer without zod. */
export const LOGIN_ENDPOINT = endpoint('POST', '/fid/login');

const parseOtpChallenge: wire.Parse<OtpChallenge> = wire.object({
  otp_required: wire.literal(true),
  otp_token: wire.string,
  detail: wire.string,
});

/** The contract's `loginResponseSchema`: a session, or a one-time-code challenge. */
export const parseLoginResponse: wire.Parse<LoginResponse> = wire.union(parseSession, parseOtpChallenge);

/** POST fid/login (spec 7 "Auth"): a session, or a one-time-code challenge. Never refreshes on 401. */
export function login(body: LoginInput): Promise<LoginResponse> {
  return callEndpoint(LOGIN_ENDPOINT, parseLoginResponse, { body, auth: 'public' });
}

export function isOtpChallenge(response: LoginResponse): response is OtpChallenge {
  return 'otp_required' in response && response.otp_required === true;
}
