import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { MembershipCache } from '../plugins/guards/membership-cache.ts';
import type { TokenKeys } from '../platform/tokens/tokens.ts';
import type { ListenHub } from '../platform/listen-hub.ts';
import type { LiveSessions } from '../platform/session-revocation.ts';
import type { FileStorage } from '../platform/storage.ts';

/**
 * Each module's state (caches, indexes), made by the module's `create<Module>(ctx)` factory in
 * app.ts. A module adds its slot by declaration merging next to its factory, so this floor names no
 * module:
 *
 *   declare module '#api/lib/context.ts' { interface ModuleState { portfolio: PortfolioState } }
 *
 * @public (reached by declaration merging, which knip does not follow)
 */
// biome-ignore lint/suspicious/noEmptyInterface: modules merge their slots into it
export interface ModuleState {}

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
  /** Whether an access token's session is still open, kept while the listener hears revocations. */
  sessions: LiveSessions;
  /** The modules' state, built once per app (ModuleState). */
  modules: ModuleState;
}

/** The context before the modules' state exists: what the factories are given. */
export type PlatformContext = Omit<AppContext, 'modules'>;
