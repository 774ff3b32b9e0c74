import type { Executor } from '../../db/database.ts';
import { findIssuerSummaries, type IssuerSummary } from './list.repository.ts';

/**
 * Issuer name, market and stage of list rows, kept a few seconds per issuer. Joining issuer into
 * the page query made PostgreSQL's work per list request about 40% dearer (planning the join costs
 * more than running it), and a page shows few issuers, the same ones again and again. An issuer
 * edit reaches lists within `ttlMs`, the same lag the list count accepts.
 */
export class IssuerSummaries {
  private readonly entries = new Map<string, { value: IssuerSummary; expires: number }>();

  constructor(
    private readonly ttlMs = 5000,
    private readonly maxEntries = 10_000,
  ) {}

  /** Drops a fiduciary's issuers ('*': all), after a notified change (ADR 0015). */
  forget(fiduciaryId: string): void {
    if (fiduciaryId === '*') this.entries.clear();
    else for (const key of this.entries.keys()) if (key.startsWith(`${fiduciaryId}|`)) this.entries.delete(key);
  }

  async resolve(db: Executor, fiduciaryId: string, ids: readonly string[]): Promise<Map<string, IssuerSummary>> {
    const now = Date.now();
    const found = new Map<string, IssuerSummary>();
    const missing = new Set<string>();
    // Keyed by tenant too: a tenant only ever sees issuers its own query found.
    const key = (id: string) => `${fiduciaryId}|${id}`;
    for (const id of ids) {
      const hit = this.entries.get(key(id));
      if (hit && hit.expires > now) found.set(id, hit.value);
      else missing.add(id);
    }
    if (missing.size === 0) return found;
    if (this.entries.size + missing.size > this.maxEntries) this.entries.clear();
    for (const issuer of await findIssuerSummaries(db, fiduciaryId, [...missing])) {
      this.entries.set(key(issuer.id), { value: issuer, expires: now + this.ttlMs });
      found.set(issuer.id, issuer);
    }
    return found;
  }
}
