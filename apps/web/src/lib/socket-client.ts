import { isNewSocketMessage, parseSocketFrame, SOCKET_FALLBACK_TEXT, SOCKET_PREFIX } from '@dl/domain';
import type { SocketFlags } from './socket-store.ts';

/** Spec 9: five reconnect attempts, 3000 ms apart. */
const SOCKET_RECONNECT_ATTEMPTS = 5;
const SOCKET_RECONNECT_DELAY_MS = 3000;

/** What the client reads from a socket: the browser's WebSocket, or a fake one in tests. */
export interface SocketLike {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  close: (code?: number, reason?: string) => void;
}

export type SocketFactory = (url: string) => SocketLike;

/** A parsed message: `data` is there (a frame without it is reported through onNoPayload). */
interface SocketMessageData {
  status?: string;
  text?: string;
  color?: string;
  navigate_to?: string | null;
  resource_id?: string | null;
  query?: Record<string, string> | null;
  item?: unknown;
}

export interface ReceivedSocketMessage {
  event?: string;
  data: SocketMessageData;
}

export interface SocketClientOptions {
  /** A fresh single-use ticket (POST websocket/ticket with the bearer); every attempt asks again. */
  getTicket: () => Promise<string>;
  /** The socket address for a ticket. */
  urlFor: (ticket: string) => string;
  createSocket: SocketFactory;
  onMessage: (message: ReceivedSocketMessage) => void;
  /** Spec 8: a message without payload shows the error 'Something went wrong.'. */
  onNoPayload: (text: string) => void;
  onFlags: (change: Partial<SocketFlags>) => void;
  /** Spec 4: "An error is only logged". */
  logError?: (...args: unknown[]) => void;
  attempts?: number;
  delayMs?: number;
}

/**
 * The investor's websocket (spec 4, 7, 9). Opens with a ticket, never with the access token; when the
 * socket closes it tries again up to five times, 3 s apart, each with a fresh ticket, then sets
 * reconnectError and gives up. A socket that opened resets the count.
 */
export class SocketClient {
  private readonly options: Required<SocketClientOptions>;
  private socket: SocketLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private stopped = true;
  /** Gave up after the last attempt (reconnectError). */
  private gaveUp = false;
  /** Guards against a ticket that arrives after stop() or after a newer attempt. */
  private generation = 0;

  constructor(options: SocketClientOptions) {
    this.options = {
      logError: (...args) => console.error(...args),
      attempts: SOCKET_RECONNECT_ATTEMPTS,
      delayMs: SOCKET_RECONNECT_DELAY_MS,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.gaveUp = false;
    this.failures = 0;
    this.options.onFlags({ connected: false, closed: false, reconnectError: false });
    void this.open();
  }

  /**
   * A fresh access token (refresh or a new login in another tab) after the client gave up: the
   * tickets may work again, so the five attempts start over. Does nothing while connected or trying.
   */
  revive(): void {
    if (this.stopped || !this.gaveUp) return;
    this.stopped = true;
    this.start();
  }

  /** Logout or another session: close for good, no reconnect. */
  stop(): void {
    this.stopped = true;
    this.generation += 1;
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onerror = null;
      socket.onopen = null;
      socket.close(1000, 'logout');
    }
    this.options.onFlags({ connected: false, closed: true });
  }

  private async open(): Promise<void> {
    const generation = ++this.generation;
    let ticket: string;
    try {
      ticket = await this.options.getTicket();
    } catch (error) {
      if (generation !== this.generation || this.stopped) return;
      this.options.logError('Websocket ticket failed', error);
      this.retry();
      return;
    }
    if (generation !== this.generation || this.stopped) return;
    let socket: SocketLike;
    try {
      socket = this.options.createSocket(this.options.urlFor(ticket));
    } catch (error) {
      this.options.logError('Websocket failed to open', error);
      this.retry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.options.onFlags({ connected: true, closed: false, reconnectError: false });
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onerror = (event) => this.options.logError('Websocket error', event);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.options.onFlags({ connected: false, closed: true });
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    if (this.failures >= this.options.attempts) {
      this.gaveUp = true;
      this.options.onFlags({ connected: false, reconnectError: true });
      return;
    }
    this.failures += 1;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.open();
    }, this.options.delayMs);
  }

  private receive(raw: unknown): void {
    if (typeof raw !== 'string') {
      this.options.logError('Websocket frame is not text', raw);
      return;
    }
    const message = readFrame(raw);
    if (message === 'ignored') {
      this.options.logError('Websocket frame could not be parsed', raw);
      return;
    }
    if (message === 'no-payload') {
      this.options.onFlags({ hasNewMessage: true });
      this.options.onNoPayload(SOCKET_FALLBACK_TEXT);
      return;
    }
    if (isNewSocketMessage(message)) this.options.onFlags({ hasNewMessage: true });
    this.options.onMessage(message);
  }
}

/**
 * One frame: `SOCKET_` plus JSON. No prefix or broken JSON: ignored (logged). The prefix with nothing
 * after it, or JSON without a `data` object, is a message without payload.
 */
export function readFrame(raw: string): ReceivedSocketMessage | 'ignored' | 'no-payload' {
  if (raw.startsWith(SOCKET_PREFIX) && raw.slice(SOCKET_PREFIX.length).trim() === '') return 'no-payload';
  const parsed = parseSocketFrame(raw);
  if (!parsed.ok) return 'ignored';
  const data: unknown = parsed.message.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'no-payload';
  return { event: parsed.message.event, data: data as SocketMessageData };
}

/** `ws(s)://<origin>/api/v1/fid/{fid}/websocket?token=<ticket>`: the page's origin with the ws scheme. */
export function socketUrl(origin: string, fidId: string, ticket: string): string {
  const url = new URL(`/api/v1/fid/${encodeURIComponent(fidId)}/websocket`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', ticket);
  return url.toString();
}
