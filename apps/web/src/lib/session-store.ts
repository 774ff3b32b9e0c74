import type { AccessClaims, Session } from '@dl/contracts';
import { useSyncExternalStore } from 'react';
import { decodeAccessClaims } from './jwt.ts';
import { parseSession } from './session-wire.ts';
import { parseOrNull } from './wire-parse.ts';

/**
 * The session (spec 4: "login stores tokens, user and permissions") lives in localStorage under
 * `dl.auth`, not in memory only: it survives a reload and is shared by every tab of the portal, so a
 * refresh-token rotation done in one tab is seen by the others (the `storage` event) instead of a
 * second tab replaying the old refresh token, which the API treats as reuse and answers by ending
 * the whole session. The access token is short-lived; the API verifies every request.
 */
const SESSION_STORAGE_KEY = 'dl.auth';

type Listener = () => void;
const listeners = new Set<Listener>();
let lastRaw: string | null = null;
let lastSession: Session | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored session, validated; the same object while the stored text does not change. */
export function getSession(): Session | null {
  const raw = storage()?.getItem(SESSION_STORAGE_KEY) ?? null;
  if (raw === lastRaw) return lastSession;
  lastRaw = raw;
  lastSession = parse(raw);
  return lastSession;
}

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    return parseOrNull(parseSession, JSON.parse(raw));
  } catch {
    return null;
  }
}

export function setSession(session: Session): void {
  storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  emit();
}

/** Stores a rotated token pair (spec 4 refresh; the API rotates refresh tokens on every use). */
export function updateTokens(tokens: { access: string; refresh: string }): void {
  const current = getSession();
  if (current) setSession({ ...current, ...tokens });
}

export function clearSession(): void {
  storage()?.removeItem(SESSION_STORAGE_KEY);
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function emit(): void {
  for (const listener of [...listeners]) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY || event.key === null) emit();
  });
}

let claimsToken: string | null = null;
let claimsValue: AccessClaims | null = null;

/** Claims of the stored access token (spec 3 "Auth state": tenant, fiduciary, entity, role). */
export function getClaims(session: Session | null = getSession()): AccessClaims | null {
  const token = session?.access ?? null;
  if (token !== claimsToken) {
    claimsToken = token;
    claimsValue = decodeAccessClaims(token);
  }
  return claimsValue;
}

export interface SessionState {
  session: Session | null;
  claims: AccessClaims | null;
  isAuthenticated: boolean;
}

/** React view of the session store. */
export function useSession(): SessionState {
  const session = useSyncExternalStore(subscribeSession, getSession, () => null);
  const claims = getClaims(session);
  return { session, claims, isAuthenticated: session !== null && claims !== null };
}
