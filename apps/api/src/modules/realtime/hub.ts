import type { WebSocket } from 'ws';

/** What the hub knows of one open socket. */
export interface SocketClient {
  socket: WebSocket;
  fiduciaryId: string;
  userId: string;
  /** The session that opened the socket; when it ends the socket is closed. */
  sessionId: string | null;
  /** Viewers get no pushes at all (spec 6 "Viewers see no notifications"). */
  isViewer: boolean;
  isAlive: boolean;
}

/**
 * The open sockets of this process, keyed by fiduciary and user (ADR 0016). Frames are strings
 * built once by the caller and sent as is to every recipient socket.
 */
export class SocketHub {
  private readonly tenants = new Map<string, Map<string, Set<SocketClient>>>();
  private total = 0;

  get size(): number {
    return this.total;
  }

  add(client: SocketClient): void {
    let users = this.tenants.get(client.fiduciaryId);
    if (!users) {
      users = new Map();
      this.tenants.set(client.fiduciaryId, users);
    }
    let set = users.get(client.userId);
    if (!set) {
      set = new Set();
      users.set(client.userId, set);
    }
    if (!set.has(client)) this.total += 1;
    set.add(client);
  }

  remove(client: SocketClient): void {
    const users = this.tenants.get(client.fiduciaryId);
    const set = users?.get(client.userId);
    if (!users || !set?.delete(client)) return;
    this.total -= 1;
    if (set.size === 0) users.delete(client.userId);
    if (users.size === 0) this.tenants.delete(client.fiduciaryId);
  }

  hasUser(fiduciaryId: string, userId: string): boolean {
    return this.tenants.get(fiduciaryId)?.has(userId) ?? false;
  }

  hasTenant(fiduciaryId: string | null): boolean {
    return fiduciaryId === null ? this.total > 0 : this.tenants.has(fiduciaryId);
  }

  /** Sends to one user's sockets of one tenant; returns how many sockets got it. */
  sendToUser(fiduciaryId: string, userId: string, frame: string): number {
    let sent = 0;
    for (const client of this.tenants.get(fiduciaryId)?.get(userId) ?? []) sent += send(client, frame);
    return sent;
  }

  /** Sends to every non-viewer socket of a tenant, or of every tenant when `fiduciaryId` is null. */
  sendToTenant(fiduciaryId: string | null, frame: string): number {
    let sent = 0;
    // Encoded once: ws would otherwise turn the string into bytes again for every socket.
    const bytes = Buffer.from(frame);
    const tenants = fiduciaryId === null ? [...this.tenants.values()] : [this.tenants.get(fiduciaryId)];
    for (const users of tenants) {
      for (const set of users?.values() ?? [])
        for (const client of set) if (!client.isViewer) sent += send(client, bytes);
    }
    return sent;
  }

  *clients(): Iterable<SocketClient> {
    for (const users of this.tenants.values()) for (const set of users.values()) yield* set;
  }
}

/** A text frame (a Buffer is sent as text with `binary: false`). */
function send(client: SocketClient, frame: string | Buffer): number {
  if (client.socket.readyState !== client.socket.OPEN) return 0;
  client.socket.send(frame, { binary: false });
  return 1;
}
