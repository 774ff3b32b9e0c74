import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { parsePayload } from '#api/platform/notification-channel.ts';
import { type SocketClient, SocketHub } from './hub.ts';

/** A socket that records what it was sent. */
function fakeClient(fiduciaryId: string, userId: string, isViewer = false) {
  const sent: string[] = [];
  const socket = {
    OPEN: 1,
    readyState: 1,
    send: (data: string | Buffer) => sent.push(data.toString()),
  } as unknown as WebSocket;
  const client: SocketClient = { socket, fiduciaryId, userId, sessionId: null, isViewer, isAlive: true };
  return { client, sent };
}

describe('SocketHub', () => {
  it('sends a user frame only to that user in that tenant', () => {
    const hub = new SocketHub();
    const a1 = fakeClient('A', 'u1');
    const a1b = fakeClient('A', 'u1');
    const b1 = fakeClient('B', 'u1');
    const a2 = fakeClient('A', 'u2');
    for (const c of [a1, a1b, b1, a2]) hub.add(c.client);
    expect(hub.size).toBe(4);
    expect(hub.sendToUser('A', 'u1', 'x')).toBe(2);
    expect([a1.sent, a1b.sent, b1.sent, a2.sent]).toEqual([['x'], ['x'], [], []]);
    expect(hub.hasUser('B', 'u2')).toBe(false);
  });

  it('sends tenant frames to every non-viewer socket of the tenant, or of all tenants', () => {
    const hub = new SocketHub();
    const a = fakeClient('A', 'u1');
    const viewer = fakeClient('A', 'u3', true);
    const b = fakeClient('B', 'u2');
    for (const c of [a, viewer, b]) hub.add(c.client);
    expect(hub.sendToTenant('A', 'one')).toBe(1);
    expect(hub.sendToTenant(null, 'all')).toBe(2);
    expect([a.sent, viewer.sent, b.sent]).toEqual([['one', 'all'], [], ['all']]);
  });

  it('forgets removed sockets and empty tenants, and skips closed ones', () => {
    const hub = new SocketHub();
    const a = fakeClient('A', 'u1');
    hub.add(a.client);
    hub.add(a.client);
    expect(hub.size).toBe(1);
    (a.client.socket as unknown as { readyState: number }).readyState = 3;
    expect(hub.sendToUser('A', 'u1', 'x')).toBe(0);
    hub.remove(a.client);
    hub.remove(a.client);
    expect(hub.size).toBe(0);
    expect(hub.hasTenant('A')).toBe(false);
    expect(hub.hasTenant(null)).toBe(false);
  });
});

describe('parsePayload', () => {
  it.each([
    ['{"t":"n","f":"A","r":[["u","id"]]}', true],
    ['{"t":"s","f":null,"id":"x"}', true],
    ['{"t":"s","f":"A","id":"x"}', true],
    ['{"t":"s","id":"x"}', false],
    ['{"t":"n","f":"A"}', false],
    ['{"t":"x"}', false],
    ['not json', false],
  ])('%s -> %s', (text, ok) => {
    expect(parsePayload(text) !== null).toBe(ok);
  });
});
