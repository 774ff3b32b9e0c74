import { PORTALS, type Portal, portalHome, portalOfRole } from '@dl/domain';
import { PATHS } from '../config/paths.ts';

const PROBE_ORIGIN = 'https://redirect.invalid';
const AUTH_PAGES: readonly string[] = [PATHS.login, PATHS.internalLogin, PATHS.login2, PATHS.logout];

/**
 * Keeps a `redirect` query value only when it is a same-origin path: it must start with one `/`
 * (`//host` and `/\host` are protocol-relative in browsers) and hold no control characters.
 * Anything else would be an open redirect after login.
 */
export function sanitizeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read a backslash as a slash, and strip control characters before parsing.
  if (value.includes('\\') || [...value].some(isControlCharacter)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The portal a path belongs to (spec 1: the portal is the first path segment). */
export function portalOfPath(path: string): Portal | null {
  const first = path.split(/[/?#]/)[1] ?? '';
  return (Object.values(PORTALS) as string[]).includes(first) ? (first as Portal) : null;
}

/** Login page address; `redirect` carries where the user was (spec 6 "Route access"). */
export function loginPath(redirect?: string | null): string {
  const safe = sanitizeRedirect(redirect);
  if (!safe || safe === '/' || isAuthPage(safe)) return PATHS.login;
  return `${PATHS.login}?${new URLSearchParams({ redirect: safe })}`;
}

/** Home of the portal the role works in, or the root when the role has none. */
export function homeOfRole(role: string | null | undefined): string {
  const portal = role ? portalOfRole(role) : null;
  return portal ? portalHome(portal) : '/';
}

/**
 * Where to land after login: the `redirect` query when it is safe and inside the role's own portal
 * (a redirect into another portal would only show the 404 page), else the role's portal home.
 */
export function postLoginTarget(redirect: string | null | undefined, role: string | null | undefined): string {
  const home = homeOfRole(role);
  const safe = sanitizeRedirect(redirect);
  if (!safe || isAuthPage(safe)) return home;
  const target = portalOfPath(safe);
  if (target && (!role || portalOfRole(role) !== target)) return home;
  return safe;
}

/** Public pages under /pages (spec 2) need no session. */
export function isPublicPage(pathname: string): boolean {
  return pathname === '/pages' || pathname.startsWith('/pages/');
}

/** The current address as a redirect value: path and query. */
export function currentPath(location: Pick<Location, 'pathname' | 'search'> = window.location): string {
  return `${location.pathname}${location.search}`;
}

function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

function isAuthPage(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? '';
  return AUTH_PAGES.includes(pathname.replace(/\/$/, ''));
}
