import { LRUCache } from 'lru-cache';
import type { Executor } from '#api/db/database.ts';
import { findIssuerSummaries, type IssuerSummary } from './list.repository.ts';

/**
 * Issuer name, market and stage of list rows, kept a few seconds per issuer. Joining issuer into
 * the page query made PostgreSQL's work per list request about 40% dearer (planning the join costs
 * more than running it), and a page shows few issuers, the same ones again and again. An issuer
 * edit reaches lists within `ttlMs`, the same lag the list count accepts.
 */
export class IssuerSummaries {
  private readonly entries: LRUCache<string, IssuerSummary>;

  constructor(ttlMs = 5000, maxEntries = 10_000) {
    this.entries = new LRUCache<string, IssuerSummary>({ max: maxEntries, ttl: ttlMs, ttlResolution: 0 });
  }

  /** Drops a fiduciary's issuers ('*': all), after a notified change (ADR 0015). */
  forget(fiduciaryId: string): void {
    if (fiduciaryId === '*') this.entries.clear();
    else for (const key of this.entries.keys()) if (key.startsWith(`${fiduciaryId}|`)) this.entries.delete(key);
  }

  async resolve(db: Executor, fiduciaryId: string, ids: readonly string[]): Promise<Map<string, IssuerSummary>> {
    const found = new Map<string, IssuerSummary>();
    const missing = new Set<string>();
    // Keyed by tenant too: a tenant only ever sees issuers its own query found.
    const key = (id: string) => `${fiduciaryId}|${id}`;
    for (const id of ids) {
      const hit = this.entries.get(key(id));
      if (hit) found.set(id, hit);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    for (const issuer of await findIssuerSummaries(db, fiduciaryId, [...missing])) {
      this.entries.set(key(issuer.id), issuer);
      found.set(issuer.id, issuer);
    }
    return found;
  }
}
