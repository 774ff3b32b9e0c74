import {
  AUTH_TOKEN_HEADER,
  type AuthUser,
  buildPath,
  getPublicInvitationRoute,
  INVITATION_CODE_HEADER,
  type PublicInvitation,
  publicInvitationSchema,
  type RegisterBody,
  registerErrorSchema,
  registerLoginRoute,
  registerRoute,
  type Session,
  sessionSchema,
} from '@dl/contracts';
import { z } from 'zod';
import { config } from '#web/config/env.ts';
import { ApiError } from '#web/lib/api-error.ts';

/**
 * The three public calls of the onboarding. They go through fetch directly: the code travels in a
 * header, and register's answer carries the `auth-token` header and field messages, which the
 * generic client does not expose. Answers are parsed with the contracts' schemas all the same.
 */

const url = (path: string, fidId: string) => `${config.apiOrigin}${buildPath(path, { fidId })}`;

async function failure(response: Response): Promise<never> {
  const body = await response.json().catch(() => null);
  const parsed = registerErrorSchema.safeParse(body);
  if (parsed.success)
    throw new RegisterError(response.status, parsed.data.detail, parsed.data.code, parsed.data.errors);
  throw new ApiError(response.status, null, null);
}

/** A refused call, with the field messages register answers (`errors`). */
export class RegisterError extends ApiError {
  readonly errors: Record<string, string>;
  constructor(status: number, detail: string, code: string, errors: Record<string, string> = {}) {
    super(status, detail, code);
    this.errors = errors;
  }
}

/** GET onboard/invitation: who is invited (marks the invitation Open). */
export async function fetchInvitation(fidId: string, code: string): Promise<PublicInvitation> {
  const response = await fetch(url(getPublicInvitationRoute.url, fidId), {
    headers: { Accept: 'application/json', [INVITATION_CODE_HEADER]: code },
  });
  if (!response.ok) return failure(response);
  return z.object({ data: publicInvitationSchema }).parse(await response.json()).data;
}

/** POST register: the new user and the one-time token of the `auth-token` header. */
export async function registerAccount(
  fidId: string,
  body: RegisterBody,
): Promise<{ user: AuthUser; authToken: string }> {
  const response = await fetch(url(registerRoute.url, fidId), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) return failure(response);
  const authToken = response.headers.get(AUTH_TOKEN_HEADER);
  if (!authToken) throw new ApiError(response.status, null, 'INVALID_RESPONSE');
  const { user } = registerRoute.schema.response[201].parse(await response.json());
  return { user, authToken };
}

/** The account is still being prepared (409): ask again later. */
export const NOT_READY = 'NOT_READY' as const;

/** POST register/login: a session once the account is prepared, NOT_READY before. */
export async function loginAfterRegister(fidId: string, token: string): Promise<Session | typeof NOT_READY> {
  const response = await fetch(url(registerLoginRoute.url, fidId), {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status === 409) return NOT_READY;
  if (!response.ok) return failure(response);
  return sessionSchema.parse(await response.json());
}
