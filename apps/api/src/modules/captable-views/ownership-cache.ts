import { LRUCache } from 'lru-cache';

/**
 * Figures kept in this process under a key that names the state they were read from: the cap
 * table and its ledger sequence number (cap_table.tx_seq, moved by every ledger transaction), plus
 * whatever else the figure shows. A change is a new key, so an old entry is never read again; it
 * ages out of the LRU. Several processes need no notification: each reads tx_seq first (one row).
 */
export class VersionedCache<T extends object> {
  private readonly entries: LRUCache<string, T>;
  /** Reads that went to the database (tests count them). */
  loads = 0;

  constructor(max: number) {
    this.entries = new LRUCache<string, T>({ max });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    this.loads += 1;
    const value = await load();
    this.entries.set(key, value);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
