import { useSyncExternalStore } from 'react';

/**
 * Spec 4 "Websocket": connected, closed and reconnect-error flags, and `hasNewMessage`, set on any
 * message whose data.status is not connected and cleared when the panel is read. A tiny store in the
 * shell's first chunk (the bell's dot reads it); the socket client itself loads lazily.
 */
export interface SocketFlags {
  connected: boolean;
  closed: boolean;
  reconnectError: boolean;
  hasNewMessage: boolean;
}

const INITIAL_SOCKET_FLAGS: SocketFlags = {
  connected: false,
  closed: false,
  reconnectError: false,
  hasNewMessage: false,
};

type Listener = () => void;
const listeners = new Set<Listener>();
let flags: SocketFlags = INITIAL_SOCKET_FLAGS;

export function getSocketFlags(): SocketFlags {
  return flags;
}

/** Merges a change; listeners hear only real changes. */
export function setSocketFlags(change: Partial<SocketFlags>): void {
  const next = { ...flags, ...change };
  const keys = Object.keys(next) as (keyof SocketFlags)[];
  if (keys.every((key) => next[key] === flags[key])) return;
  flags = next;
  for (const listener of [...listeners]) listener();
}

/** The panel was read: the bell's dot goes. */
export function clearNewMessage(): void {
  setSocketFlags({ hasNewMessage: false });
}

export function resetSocketFlags(): void {
  setSocketFlags(INITIAL_SOCKET_FLAGS);
}

function subscribeSocketFlags(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSocketFlags(): SocketFlags {
  return useSyncExternalStore(subscribeSocketFlags, getSocketFlags, () => INITIAL_SOCKET_FLAGS);
}
