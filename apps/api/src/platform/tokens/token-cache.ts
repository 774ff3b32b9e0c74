import type { AccessClaims } from '@dl/contracts';

/**
 * Verified access tokens, kept until they expire. A token is immutable and its signature was checked
 * once; checking it again on every request cost the API more CPU than any other single step.
 * Revocation is not a concern here: access tokens are never revoked early (permissions are read from
 * the database on every request), they simply expire. Bounded: cleared when full.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(private readonly maxEntries = 20_000) {}

  get(token: string, nowMs = Date.now()): AccessClaims | undefined {
    const hit = this.entries.get(token);
    if (!hit) return undefined;
    if (hit.expiresAtMs <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return hit.claims;
  }

  set(token: string, claims: AccessClaims, expiresAtMs: number): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(token, { claims, expiresAtMs });
  }
}
