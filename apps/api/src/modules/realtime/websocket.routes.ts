import websocket from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { createWebsocketTicketRoute, WEBSOCKET_PATH } from '@dl/contracts';
import { can, formatSocketFrame, parseSocketFrame } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { FastifyZodInstance } from '#api/lib/fastify-types.ts';
import { requirePrincipal, requireTenant } from '#api/plugins/guards/index.ts';
import { NOTIFICATION_CHANNEL } from '#api/platform/notification-channel.ts';
import { SESSION_REVOKED_CHANNEL } from '#api/platform/session-revocation.ts';
import { createDispatcher } from './dispatcher.ts';
import { type SocketClient, SocketHub } from './hub.ts';
import { createSessionCloser } from './session-closer.ts';
import { consumeTicket, issueTicket, type TicketOwner } from './tickets.ts';

export interface RealtimeOptions {
  /** Ping period; a socket that did not answer the previous ping is dropped. */
  pingMs?: number;
  /** Largest client frame accepted (clients only answer pings). */
  maxPayload?: number;
}

const BAD_TICKET = 'The websocket ticket is not valid.';

/**
 * The websocket of the realtime contract (ADR 0016): `GET /fid/:fidId/websocket?token=<ticket>`,
 * outside the bearer guard; the single-use ticket is checked before the upgrade (401 otherwise).
 * Pushes come from PostgreSQL NOTIFY on the process's one listening connection.
 */
export async function registerRealtime(app: FastifyZodInstance, ctx: AppContext, options: RealtimeOptions = {}) {
  const hub = new SocketHub();
  const dispatcher = createDispatcher(ctx.db, hub, app.log);
  ctx.listener.subscribe(NOTIFICATION_CHANNEL, dispatcher);
  const closer = createSessionCloser(ctx, hub);
  ctx.listener.subscribe(SESSION_REVOKED_CHANNEL, closer);
  const owners = new WeakMap<FastifyRequest, TicketOwner>();

  const ping = setInterval(() => {
    for (const client of hub.clients()) {
      if (!client.isAlive) {
        client.socket.terminate();
        continue;
      }
      client.isAlive = false;
      client.socket.ping();
    }
  }, options.pingMs ?? 30_000);
  ping.unref();

  // Added before the plugin's own preClose (which closes without a code): clients see 1001 Going Away.
  app.addHook('preClose', async () => {
    clearInterval(ping);
    ctx.listener.unsubscribe(NOTIFICATION_CHANNEL, dispatcher);
    ctx.listener.unsubscribe(SESSION_REVOKED_CHANNEL, closer);
    for (const client of hub.clients()) client.socket.close(1001, 'Server shutting down');
  });
  await app.register(websocket, { options: { maxPayload: options.maxPayload ?? 1024 } });

  app.route({
    method: 'GET',
    url: WEBSOCKET_PATH,
    websocket: true,
    preValidation: async (req, reply) => {
      const { fidId } = req.params as { fidId: string };
      const { token } = req.query as { token?: string };
      const owner = typeof token === 'string' ? await consumeTicket(ctx.db, token, fidId) : null;
      if (!owner) return reply.code(401).send({ detail: BAD_TICKET, code: 'UNAUTHORIZED' });
      owners.set(req, owner);
    },
    handler: (socket, req) => {
      const owner = owners.get(req);
      if (!owner) {
        socket.close(4401, BAD_TICKET);
        return;
      }
      const client: SocketClient = {
        socket,
        fiduciaryId: owner.fiduciaryId,
        userId: owner.userId,
        sessionId: owner.sessionId,
        isViewer: !can(owner.role, 'notifications.receive'),
        isAlive: true,
      };
      hub.add(client);
      // An open socket keeps only its hub entry: the request's logger, not the request; the plugin's
      // error listener (which holds the Fastify request and reply) is replaced by ours, and the raw
      // connection lets go of the upgrade's ServerResponse (a few KB a socket, ADR 0016).
      const log = req.log;
      owners.delete(req);
      socket.removeAllListeners('error');
      releaseUpgradeResponse(socket);
      socket.on('pong', () => {
        client.isAlive = true;
      });
      socket.on('message', (data, isBinary) => {
        // Clients have nothing to say; anything that is not a frame is logged and ignored.
        const text = isBinary ? '' : data.toString();
        if (!parseSocketFrame(text).ok) log.debug({ size: text.length }, 'ignored client websocket message');
      });
      socket.on('close', () => hub.remove(client));
      socket.on('error', () => hub.remove(client));
      socket.send(formatSocketFrame({ data: { status: 'connected' } }));
    },
  });
  return { hub, dispatcher, closer };
}

type RawConnection = { _httpMessage?: { detachSocket?(socket: unknown): void } | null };

/** The upgrade's ServerResponse stays attached to the connection after the 101; nothing reads it. */
function releaseUpgradeResponse(socket: object): void {
  const raw = (socket as { _socket?: RawConnection })._socket;
  if (raw?._httpMessage?.detachSocket) raw._httpMessage.detachSocket(raw);
}

/** `POST websocket/ticket` (tenant guarded, bearer): any member of the tenant. */
export function websocketTicketRoutes(app: FastifyZodInstance, ctx: AppContext): void {
  app.route({
    ...createWebsocketTicketRoute,
    handler: async (req) => {
      const tenant = requireTenant(req);
      const { userId, sessionId } = requirePrincipal(req);
      const data = await issueTicket(ctx.db, {
        userId,
        sessionId,
        fiduciaryId: tenant.fiduciaryId,
        role: tenant.currentRole ?? tenant.roles[0] ?? '',
        entityId: tenant.entityId,
      });
      return { data };
    },
  });
}

type Realtime = Awaited<ReturnType<typeof registerRealtime>>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's sockets and push dispatcher (ADR 0016). */
    realtime: Realtime;
  }
}
