import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { once } from 'node:events';
import { WebSocket } from 'ws';
import { NOTIFICATION_CHANNEL, publish } from '#api/platform/notification-channel.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** Websocket helpers of the realtime tests: tickets, sockets that collect their frames. */

export async function ticketFor(t: TestApp, who: Caller, fid = who.fid): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/fid/${fid}/websocket/ticket`, headers: who.headers });
  if (res.statusCode !== 200) throw new Error(`ticket: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { ticket: string } }).data.ticket;
}

export function portOf(app: TestApp['app']): number {
  return (app.server.address() as AddressInfo).port;
}

export interface OpenSocket {
  ws: WebSocket;
  frames: string[];
  /** The next frame not yet taken (waits up to `ms`). */
  next(ms?: number): Promise<string>;
  /** The frames that arrived and were not taken. */
  untaken(): string[];
  /** Resolves when the server answered a ping: every frame it sent before has arrived. */
  roundTrip(): Promise<void>;
  close(): void;
}

/** How long a frame may take: a bound for a loaded machine, not an expected speed. */
const FRAME_WAIT_MS = 15_000;

/** Opens a socket; rejects with the HTTP status when the upgrade is refused. */
export function openSocket(port: number, fid: string, ticket: string): Promise<OpenSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/v1/fid/${fid}/websocket?token=${encodeURIComponent(ticket)}`);
  const frames: string[] = [];
  let taken = 0;
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(data.toString());
    for (const w of waiters.splice(0)) w();
  });
  const socket: OpenSocket = {
    ws,
    frames,
    async next(ms = FRAME_WAIT_MS) {
      const deadline = Date.now() + ms;
      while (frames.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no frame arrived within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      const frame = frames[taken] as string;
      taken += 1;
      return frame;
    },
    untaken() {
      return frames.slice(taken);
    },
    async roundTrip() {
      const pong = once(ws, 'pong');
      ws.ping();
      await pong;
    },
    close() {
      ws.close();
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(socket));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The JSON of a `SOCKET_` frame. */
export function payloadOf(frame: string): {
  event?: string;
  data: {
    status: string;
    text?: string;
    color?: string;
    navigate_to?: string | null;
    resource_id?: string | null;
    item?: Record<string, unknown>;
  };
} {
  if (!frame.startsWith('SOCKET_')) throw new Error(`not a socket frame: ${frame}`);
  return JSON.parse(frame.slice('SOCKET_'.length));
}

/** Opens a socket for `who` and takes the connected frame. */
export async function connect(t: TestApp, who: Caller): Promise<OpenSocket> {
  const socket = await openSocket(portOf(t.app), who.fid, await ticketFor(t, who));
  const first = payloadOf(await socket.next());
  if (first.data.status !== 'connected') throw new Error('no connected frame');
  return socket;
}

/**
 * Resolves once every notification committed before the call has been pushed by `t`'s app and has
 * reached `sockets`, so that a test can check what did NOT arrive without waiting for a while.
 * PostgreSQL delivers NOTIFYs in commit order and the dispatcher pushes them one at a time in that
 * order: a marker NOTIFY heard by the app's listener comes after all of them, `idle()` waits for the
 * pushes under way, and a ping answered on a socket comes after the frames sent on it before.
 */
export async function settle(t: TestApp, ...sockets: OpenSocket[]): Promise<void> {
  const { listener } = t.app.platform;
  await listener.untilListening();
  // A push to an unknown tenant with no recipients: the dispatcher reads nothing and sends nothing.
  const payload = { t: 'n' as const, f: randomUUID(), r: [] };
  const marker = JSON.stringify(payload);
  const heard = new Promise<void>((resolve, reject) => {
    const subscriber = {
      notify(text: string) {
        if (text !== marker) return;
        listener.unsubscribe(NOTIFICATION_CHANNEL, subscriber);
        resolve();
      },
      reset() {
        listener.unsubscribe(NOTIFICATION_CHANNEL, subscriber);
        reject(new Error('the listener reconnected: notifications may have been lost'));
      },
    };
    listener.subscribe(NOTIFICATION_CHANNEL, subscriber);
  });
  await publish(t.db, payload);
  await heard;
  await t.app.realtime.dispatcher.idle();
  await Promise.all(sockets.map((socket) => socket.roundTrip()));
}
