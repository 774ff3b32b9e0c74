import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ReceivedSocketMessage, readFrame, SocketClient, type SocketLike, socketUrl } from './socket-client.ts';
import { getSocketFlags, resetSocketFlags, setSocketFlags } from './socket-store.ts';

/** A stand-in for the browser's WebSocket: the test opens, closes and feeds it by hand. */
class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.(new MessageEvent('message', { data }));
  }
  drop() {
    this.onclose?.(new CloseEvent('close', { code: 1006 }));
  }
  close(code?: number) {
    this.closedWith = code;
  }
}

function setup() {
  const sockets: FakeSocket[] = [];
  const messages: ReceivedSocketMessage[] = [];
  const errors: string[] = [];
  const logged: unknown[][] = [];
  let tickets = 0;
  const getTicket = vi.fn(async () => `ticket-${++tickets}`);
  const client = new SocketClient({
    getTicket,
    urlFor: (ticket) => socketUrl('http://app.test', 'fid-1', ticket),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    onMessage: (message) => messages.push(message),
    onNoPayload: (text) => errors.push(text),
    onFlags: setSocketFlags,
    logError: (...args) => logged.push(args),
  });
  return {
    client,
    sockets,
    messages,
    errors,
    logged,
    getTicket,
    last: () => sockets[sockets.length - 1] as FakeSocket,
  };
}

/** Lets the ticket promise settle and the socket be created. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('SocketClient', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetSocketFlags();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens with a ticket on the ws address of the tenant and sets the connected flag', async () => {
    const { client, last } = setup();
    client.start();
    await settle();
    expect(last().url).toBe('ws://app.test/api/v1/fid/fid-1/websocket?token=ticket-1');
    expect(getSocketFlags().connected).toBe(false);
    last().open();
    expect(getSocketFlags()).toMatchObject({ connected: true, closed: false, reconnectError: false });
  });

  it('uses wss on https pages', () => {
    expect(socketUrl('https://app.test', 'f', 't')).toBe('wss://app.test/api/v1/fid/f/websocket?token=t');
  });

  it('tries 5 times 3 s apart, each with a fresh ticket, then sets reconnectError', async () => {
    const { client, sockets, getTicket, last } = setup();
    client.start();
    await settle();
    last().open();
    last().drop();
    expect(getSocketFlags()).toMatchObject({ connected: false, closed: true });
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await vi.advanceTimersByTimeAsync(2999);
      expect(sockets).toHaveLength(attempt);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(attempt + 1);
      expect(last().url).toContain(`token=ticket-${attempt + 1}`);
      expect(getSocketFlags().reconnectError).toBe(false);
      last().drop();
    }
    expect(getSocketFlags().reconnectError).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(sockets).toHaveLength(6);
    expect(getTicket).toHaveBeenCalledTimes(6);
  });

  it('a socket that opens again starts the count anew', async () => {
    const { client, sockets, last } = setup();
    client.start();
    await settle();
    last().drop();
    for (let i = 0; i < 4; i += 1) {
      await vi.advanceTimersByTimeAsync(3000);
      last().drop();
    }
    await vi.advanceTimersByTimeAsync(3000);
    last().open();
    expect(getSocketFlags().connected).toBe(true);
    last().drop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(7);
    expect(getSocketFlags().reconnectError).toBe(false);
  });

  it('a failed ticket counts as an attempt and is only logged', async () => {
    const { client, sockets, logged, getTicket } = setup();
    getTicket.mockRejectedValue(new Error('offline'));
    client.start();
    await settle();
    await vi.advanceTimersByTimeAsync(5 * 3000);
    expect(getTicket).toHaveBeenCalledTimes(6);
    expect(sockets).toHaveLength(0);
    expect(getSocketFlags().reconnectError).toBe(true);
    expect(logged).toHaveLength(6);
  });

  it('revive starts over after reconnectError (a fresh token), and only then', async () => {
    const { client, sockets, getTicket, last } = setup();
    client.start();
    await settle();
    last().open();
    client.revive();
    await settle();
    expect(sockets).toHaveLength(1);
    getTicket.mockRejectedValue(new Error('401'));
    last().drop();
    await vi.advanceTimersByTimeAsync(5 * 3000);
    expect(getSocketFlags().reconnectError).toBe(true);
    getTicket.mockResolvedValue('fresh');
    client.revive();
    await settle();
    expect(getSocketFlags().reconnectError).toBe(false);
    expect(last().url).toContain('token=fresh');
    last().open();
    expect(getSocketFlags().connected).toBe(true);
  });

  it('stop closes the socket and never reconnects', async () => {
    const { client, sockets, last } = setup();
    client.start();
    await settle();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    expect(getSocketFlags()).toMatchObject({ connected: false, closed: true });
    last().drop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('a ticket arriving after stop opens nothing', async () => {
    const { client, sockets } = setup();
    client.start();
    client.stop();
    await settle();
    expect(sockets).toHaveLength(0);
  });

  it('parses SOCKET_ frames and passes the message on', async () => {
    const { client, messages, last } = setup();
    client.start();
    await settle();
    last().open();
    const data = { status: 'new', text: 'Your question was answered', color: 'success', navigate_to: 'Communication' };
    last().receive(`SOCKET_${JSON.stringify({ event: 'notification', data })}`);
    expect(messages).toEqual([{ event: 'notification', data }]);
  });

  it('ignores a frame it cannot parse and only logs it', async () => {
    const { client, messages, errors, logged, last } = setup();
    client.start();
    await settle();
    last().open();
    last().receive('SOCKET_{not json');
    last().receive('hello');
    last().receive(new ArrayBuffer(2));
    expect(messages).toEqual([]);
    expect(errors).toEqual([]);
    expect(logged).toHaveLength(3);
    expect(getSocketFlags().hasNewMessage).toBe(false);
  });

  it("a message without payload reports 'Something went wrong.'", async () => {
    const { client, messages, errors, last } = setup();
    client.start();
    await settle();
    last().open();
    last().receive('SOCKET_');
    last().receive('SOCKET_{"event":"notification"}');
    expect(errors).toEqual(['Something went wrong.', 'Something went wrong.']);
    expect(messages).toEqual([]);
  });

  it('hasNewMessage: not on connected, set on any other status, cleared when read', async () => {
    const { client, last } = setup();
    client.start();
    await settle();
    last().open();
    last().receive('SOCKET_{"data":{"status":"connected"}}');
    expect(getSocketFlags().hasNewMessage).toBe(false);
    last().receive('SOCKET_{"event":"notification","data":{"status":"new","text":"x"}}');
    expect(getSocketFlags().hasNewMessage).toBe(true);
    setSocketFlags({ hasNewMessage: false });
    last().receive('SOCKET_{"data":{"status":"updated"}}');
    expect(getSocketFlags().hasNewMessage).toBe(true);
  });
});

describe('readFrame', () => {
  it.each([
    ['SOCKET_{"data":{"status":"connected"}}', { event: undefined, data: { status: 'connected' } }],
    ['SOCKET_   ', 'no-payload'],
    ['SOCKET_{"data":null}', 'no-payload'],
    ['SOCKET_[1]', 'ignored'],
    ['{"data":{}}', 'ignored'],
  ])('%s', (frame, expected) => {
    expect(readFrame(frame)).toEqual(expected);
  });
});
