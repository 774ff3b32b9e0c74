import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
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
  /** Resolves true if no frame arrives within `ms`. */
  silentFor(ms: number): Promise<boolean>;
  close(): void;
}

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
    async next(ms = 3000) {
      const deadline = Date.now() + ms;
      while (frames.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no frame arrived');
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
    async silentFor(ms) {
      const before = frames.length;
      await new Promise((r) => setTimeout(r, ms));
      return frames.length === before;
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
