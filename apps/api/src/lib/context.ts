import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { MembershipCache } from '../plugins/guards/membership-cache.ts';
import type { TokenKeys } from '../platform/tokens/tokens.ts';
import type { ListenHub } from '../platform/listen-hub.ts';
import type { FileStorage } from '../platform/storage.ts';

/** What services need from the running app, passed explicitly (no hidden globals). */
export interface AppContext {
  db: Db;
  config: Config;
  keys: TokenKeys;
  log: FastifyBaseLogger;
  /** Where file bytes live (local disk under DATA_DIR/files by default). */
  storage: FileStorage;
  /** The process's one LISTEN connection: memos drop entries on its notifications (ADR 0012). */
  listener: ListenHub;
  /** The tenant guard's memberships, kept while the listener hears their changes. */
  memberships: MembershipCache;
}
