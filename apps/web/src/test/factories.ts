import {
  type AccessClaims,
  accessClaimsSchema,
  type Profile,
  profileSchema,
  type Session,
  sessionSchema,
} from '@dl/contracts';

export const FID_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const USER_ID = '0b7d6c5e-4f3a-4b2c-9d1e-0f9e8d7c6b5a';

function base64url(value: string): string {
  return btoa(value).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned access token with the claims the API puts in it; the client never checks signatures. */
export function accessToken(overrides: Partial<AccessClaims> = {}, marker = 'a'): string {
  const claims = accessClaimsSchema.parse({
    sub: USER_ID,
    tenant: 'demo',
    current_fiduciary_id: FID_ID,
    current_entity_id: null,
    current_role: 'fiduciary_investor',
    ...overrides,
  });
  const payload = { ...claims, iat: 1_700_000_000, exp: 1_700_000_900 };
  return `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}.${marker}`;
}

export function session(overrides: Partial<Session> = {}, claims: Partial<AccessClaims> = {}): Session {
  return sessionSchema.parse({
    access: accessToken(claims),
    refresh: 'refresh-1',
    user: { id: USER_ID, email: 'investor@demo.test', first_name: 'Ivy', last_name: 'Investor', trellis_uid: 'TU-1' },
    permissions: [
      {
        fiduciary: { id: FID_ID, name: 'Demo Fiduciary' },
        roles: ['fiduciary_investor'],
        entities: [],
        investor_admin_entities: [],
        viewer_entities: [],
      },
    ],
    ...overrides,
  });
}

export function profile(overrides: Partial<Profile> = {}): Profile {
  return profileSchema.parse({
    first_name: 'Ivy',
    last_name: 'Investor',
    email: 'investor@demo.test',
    trellis_uid: 'TU-1',
    avatar_url: null,
    profile_details: {},
    ...overrides,
  });
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export interface RecordedCall {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/** What a test sees of one fetch call. */
export function recordCall(input: RequestInfo | URL, init?: RequestInit): RecordedCall {
  return {
    method: init?.method ?? 'GET',
    url: String(input),
    authorization: new Headers(init?.headers).get('Authorization'),
    body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
  };
}
