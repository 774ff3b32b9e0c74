import type { AccessClaims } from '@dl/contracts';
import { parseAccessClaims } from './session-wire.ts';
import { parseOrNull } from './wire-parse.ts';

/**
 * Reads the claims of an access token. No signature check: the browser only uses them to pick a
 * portal and a fiduciary, and the API verifies every token it receives.
 */
export function decodeAccessClaims(token: string | null | undefined): AccessClaims | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return parseOrNull(parseAccessClaims, JSON.parse(new TextDecoder().decode(bytes)));
  } catch {
    return null;
  }
}
