import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { type AccessClaims, accessClaimsSchema } from '@dl/contracts';
import { AppError } from '#api/lib/app-error.ts';
import { type VerifiedAccess, VerifiedTokenCache } from './token-cache.ts';

const ISSUER = 'digital-locker';

export interface TokenKeys {
  secret: Uint8Array;
  accessTtlSeconds: number;
  verified: VerifiedTokenCache;
}

export function tokenKeys(secret: string, accessTtlSeconds: number): TokenKeys {
  return { secret: new TextEncoder().encode(secret), accessTtlSeconds, verified: new VerifiedTokenCache() };
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Access JWT: tenant, current fiduciary, entity and role (spec 3 "Auth state"), and `sid`, the
 * session (refresh-token family) it was issued for: when that session ends, so does the token.
 */
export async function signAccessToken(keys: TokenKeys, claims: AccessClaims, sessionId: string): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT({ ...rest, sid: sessionId, typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${keys.accessTtlSeconds}s`)
    .sign(keys.secret);
}

/**
 * Checks an access token's signature, type and lifetime; a token without its session (one signed
 * before sessions were named) is refused, and the client refreshes. Whether the session is still
 * open is the caller's check.
 */
export async function verifyAccessToken(keys: TokenKeys, token: string): Promise<VerifiedAccess> {
  const cached = keys.verified.get(token);
  if (cached) return cached;
  try {
    const { payload } = await jwtVerify(token, keys.secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'access' || !payload.exp) throw new AppError('UNAUTHORIZED', 'Invalid token.');
    if (typeof payload.sid !== 'string' || !SESSION_ID.test(payload.sid))
      throw new AppError('UNAUTHORIZED', 'Invalid token.');
    const access = { claims: accessClaimsSchema.parse(payload), sessionId: payload.sid };
    keys.verified.set(token, access, payload.exp * 1000);
    return access;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AppError('UNAUTHORIZED', 'Token has expired.');
    throw new AppError('UNAUTHORIZED', 'Invalid token.');
  }
}

/** A short-lived ticket for the second login step: proves the password was right, nothing more. */
export async function signOtpTicket(keys: TokenKeys, userId: string): Promise<string> {
  return new SignJWT({ typ: 'otp' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(keys.secret);
}

export async function verifyOtpTicket(keys: TokenKeys, token: string): Promise<string> {
  try {
    const { payload } = await jwtVerify(token, keys.secret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (payload.typ !== 'otp' || !payload.sub) throw new Error('wrong type');
    return payload.sub;
  } catch {
    throw new AppError('UNAUTHORIZED', 'The verification step has expired. Please log in again.');
  }
}

/** Opaque random tokens (refresh, password reset): only their SHA-256 is stored. */
export function newOpaqueToken(): { token: string; hash: Buffer } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

export function hashOpaqueToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
