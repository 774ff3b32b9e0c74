import type { AppContext } from '#api/lib/context.ts';
import type { ChannelSubscriber } from '#api/platform/listen-hub.ts';
import type { SocketHub } from './hub.ts';

/** Close code of a socket whose session ended (4401: the 401 of a websocket, as for a bad ticket). */
export const SESSION_ENDED_CLOSE = 4401;

/**
 * Closes the sockets of a session that ended (logout, revoked in Settings, password changed or
 * reset; ADR 0001). Told each `session_revoked` notification: the session is read again only when
 * one of its sockets is open in this process (a notification may also report the end of one
 * refresh token of a session that goes on). Checks run one after the other.
 */
export function createSessionCloser(
  ctx: Pick<AppContext, 'db' | 'sessions' | 'log'>,
  hub: SocketHub,
): ChannelSubscriber & { idle(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  const check = (sessionIds: ReadonlySet<string>) => {
    chain = chain
      .then(async () => {
        for (const sessionId of sessionIds) {
          if (await ctx.sessions.isOpen(ctx.db, sessionId)) continue;
          for (const client of hub.clients())
            if (client.sessionId === sessionId) client.socket.close(SESSION_ENDED_CLOSE, 'Session ended');
        }
      })
      .catch((err: Error) => ctx.log.warn({ err: err.message }, 'session check of open sockets failed'));
  };
  return {
    notify(payload) {
      const open = new Set<string>();
      for (const client of hub.clients())
        if (client.sessionId && (payload === '*' || client.sessionId === payload)) open.add(client.sessionId);
      if (open.size > 0) check(open);
    },
    reset() {
      // Nothing is kept here; an ended session's access tokens are refused on their next request.
    },
    idle: () => chain,
  };
}
