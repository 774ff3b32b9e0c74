import { EventEmitter, once } from 'node:events';
import pg from 'pg';

/**
 * A memo or a dispatcher riding on the hub's connection: told each notification of its channel,
 * and `reset` whenever the connection is lost or (re)made (what changed while no one listened is
 * unknown, so whatever it kept must go).
 */
export interface ChannelSubscriber {
  notify(payload: string): void;
  reset(): void;
}

type Log = { warn(obj: object, msg: string): void };

export interface ListenHubOptions {
  /** The database to LISTEN on; without one the hub never connects (every memo is bypassed). */
  connectionString: string | undefined;
  log?: Log;
  /** First reconnect delay; doubles up to maxBackoffMs. */
  backoffMs?: number;
  maxBackoffMs?: number;
  /**
   * `false`: a lost connection stays down until `reconnect()`. Tests that look at the down state use
   * it, so what they see does not depend on how soon a timer reconnects.
   */
  autoReconnect?: boolean;
}

const CHANNEL_NAME = /^[a-z_]+$/;

/**
 * The process's one PostgreSQL LISTEN connection (ADR 0012), shared by every in-process memo that
 * is dropped on a change notification (memberships, list pages) and by the realtime dispatcher.
 * `isListening(channel)` is true only while the connection is up and LISTENs to that channel: a
 * memo answers from memory only then, and reads the database otherwise. Reconnects with back-off.
 * Emits 'listening' and 'down' so that tests wait for an event instead of polling.
 */
export class ListenHub extends EventEmitter<{ listening: []; down: [] }> {
  private client: pg.Client | null = null;
  private listening = false;
  private readonly subscribers = new Map<string, Set<ChannelSubscriber>>();
  /** The channels the current connection LISTENs to. */
  private readonly heard = new Set<string>();
  private stopped = true;
  private retry: NodeJS.Timeout | null = null;
  private backoff: number;
  private readonly minBackoffMs: number;
  private readonly maxBackoffMs: number;
  private readonly autoReconnect: boolean;

  constructor(private readonly options: ListenHubOptions) {
    super();
    this.minBackoffMs = options.backoffMs ?? 100;
    this.maxBackoffMs = options.maxBackoffMs ?? 5_000;
    this.autoReconnect = options.autoReconnect ?? true;
    this.backoff = this.minBackoffMs;
  }

  /** Whether the connection is up and LISTENing. */
  get connected(): boolean {
    return this.listening;
  }

  /** The server process of the live connection (tests end it to see the hub go down). */
  get backendPid(): number | null {
    const pid = (this.client as (pg.Client & { processID?: number }) | null)?.processID;
    return this.listening && pid ? pid : null;
  }

  /** Whether notifications of `channel` are being received (a subscriber may keep entries). */
  isListening(channel: string): boolean {
    return this.listening && this.heard.has(channel);
  }

  /** Resolves once the hub is (or is again) listening; at once when it already is. */
  async untilListening(): Promise<void> {
    if (!this.listening) await once(this, 'listening');
  }

  /** Resolves once the connection is lost; at once when it is down already. */
  async untilDown(): Promise<void> {
    if (this.listening) await once(this, 'down');
  }

  /** Adds a subscriber of `channel`; LISTENs at once when connected. */
  subscribe(channel: string, subscriber: ChannelSubscriber): void {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel ${channel}`);
    const known = this.subscribers.get(channel);
    if (known) {
      known.add(subscriber);
      return;
    }
    this.subscribers.set(channel, new Set([subscriber]));
    if (this.listening && this.client) this.listenLate(this.client, channel);
  }

  /** Stops telling `subscriber`; the channel stays LISTENed. */
  unsubscribe(channel: string, subscriber: ChannelSubscriber): void {
    this.subscribers.get(channel)?.delete(subscriber);
  }

  /** Opens the connection (and keeps reopening it, with back-off, until `stop`). */
  start(): void {
    if (!this.stopped || !this.options.connectionString) return;
    this.stopped = false;
    void this.connect(this.options.connectionString);
  }

  /** Connects now when down (a lost connection without autoReconnect, or to skip the back-off). */
  reconnect(): void {
    if (this.stopped || this.client || !this.options.connectionString) return;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    void this.connect(this.options.connectionString);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const client = this.client;
    this.client = null;
    this.goDown();
    await client?.end().catch(() => undefined);
  }

  /** Bypass first, then empty: nothing kept before the loss is answered again. */
  private goDown(): void {
    const was = this.listening;
    this.listening = false;
    this.heard.clear();
    this.resetSubscribers();
    if (was) this.emit('down');
  }

  private resetSubscribers(): void {
    for (const set of this.subscribers.values()) for (const subscriber of set) subscriber.reset();
  }

  private listenLate(client: pg.Client, channel: string): void {
    client
      .query(`LISTEN ${channel}`)
      .then(() => {
        if (this.client === client && this.listening) this.heard.add(channel);
      })
      .catch(() => undefined);
  }

  private async connect(connectionString: string): Promise<void> {
    if (this.stopped) return;
    const client = new pg.Client({ connectionString, keepAlive: true });
    this.client = client;
    let failed = false;
    const lost = (err?: Error) => {
      if (failed) return;
      failed = true;
      if (this.client === client) this.client = null;
      this.goDown();
      client.end().catch(() => undefined);
      if (this.stopped) return;
      if (!this.autoReconnect) {
        this.options.log?.warn({ err: err?.message }, 'listener lost; memos bypassed until reconnected');
        return;
      }
      this.options.log?.warn({ err: err?.message, retryInMs: this.backoff }, 'listener lost; memos bypassed');
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.connect(connectionString);
      }, this.backoff);
      this.retry.unref();
      this.backoff = Math.min(this.backoff * 2, this.maxBackoffMs);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (msg) => {
      for (const subscriber of this.subscribers.get(msg.channel) ?? []) subscriber.notify(msg.payload || '*');
    });
    try {
      await client.connect();
      for (const channel of this.subscribers.keys()) {
        await client.query(`LISTEN ${channel}`);
        this.heard.add(channel);
      }
    } catch (err) {
      lost(err as Error);
      return;
    }
    if (failed || this.stopped) {
      if (this.stopped) await client.end().catch(() => undefined);
      return;
    }
    // Whatever changed while no one listened is unknown: every subscriber starts empty.
    this.resetSubscribers();
    this.listening = true;
    for (const channel of this.subscribers.keys()) if (!this.heard.has(channel)) this.listenLate(client, channel);
    this.backoff = this.minBackoffMs;
    this.emit('listening');
  }
}
