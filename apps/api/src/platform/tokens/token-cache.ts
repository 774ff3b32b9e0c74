import type { AccessClaims } from '@dl/contracts';

/** What a verified access token says: its claims and the session (refresh-token family) it belongs to. */
export interface VerifiedAccess {
  claims: AccessClaims;
  sessionId: string;
}

/**
 * Verified access tokens, kept until they expire. A token is immutable and its signature was checked
 * once; checking it again on every request cost the API more CPU than any other single step.
 * Revocation is not decided here: whether the token's session is still open is checked on every
 * request (platform/session-revocation.ts), permissions are read from the database. Bounded:
 * cleared when full.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { access: VerifiedAccess; expiresAtMs: number }>();

  constructor(private readonly maxEntries = 20_000) {}

  get(token: string, nowMs = Date.now()): VerifiedAccess | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.access;
  }

  set(token: string, access: VerifiedAccess, expiresAtMs: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { access, expiresAtMs });
  }
}
