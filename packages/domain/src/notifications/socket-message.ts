import type { NavigateToName } from './events.ts';

/** Every websocket text frame starts with this prefix, followed by JSON (spec 7 "Websocket"). */
export const SOCKET_PREFIX = 'SOCKET_';

/** Shown when a message carries no payload (issue 6). */
export const SOCKET_FALLBACK_TEXT = 'Something went wrong.';

export type SocketColor = 'success' | 'error' | 'warning' | 'info';
export type SocketEvent = 'notification' | 'system_notification';

/** The first frame after the upgrade. */
export interface SocketConnectedMessage {
  data: { status: 'connected' };
}

/** A pushed notification (`item` is a NotificationItem or SystemNotificationItem of the contracts). */
export interface SocketPushMessage<Item = unknown> {
  event: SocketEvent;
  data: {
    status: 'new';
    text: string;
    color: SocketColor;
    navigate_to: NavigateToName | null;
    resource_id: string | null;
    query: Record<string, string> | null;
    item: Item;
  };
}

/** A system notification left the lists (withdrawn or ended): lists refresh, nothing is announced. */
export interface SocketRemovedMessage {
  event: SocketEvent;
  data: { status: 'removed'; id: string };
}

export type SocketMessage = SocketConnectedMessage | SocketPushMessage | SocketRemovedMessage;

/** One text frame: the prefix and the JSON. */
export function formatSocketFrame(message: SocketMessage): string {
  return SOCKET_PREFIX + JSON.stringify(message);
}

export type ParsedSocketFrame =
  | { ok: true; message: { event?: string; data?: { status?: string; text?: string } & Record<string, unknown> } }
  | { ok: false; reason: 'prefix' | 'json' };

/**
 * Reads one frame. A frame without the prefix or with broken JSON is reported (the client logs and
 * ignores it, spec 7); a JSON value that is not an object counts as broken.
 */
export function parseSocketFrame(frame: string): ParsedSocketFrame {
  if (!frame.startsWith(SOCKET_PREFIX)) return { ok: false, reason: 'prefix' };
  try {
    const value: unknown = JSON.parse(frame.slice(SOCKET_PREFIX.length));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return { ok: false, reason: 'json' };
    return { ok: true, message: value as { event?: string; data?: { status?: string; text?: string } } };
  } catch {
    return { ok: false, reason: 'json' };
  }
}

/** Whether the message is news for the user (`hasNewMessage`): any status but connected and removed. */
export function isNewSocketMessage(message: { data?: { status?: string } }): boolean {
  return message.data?.status !== 'connected' && message.data?.status !== 'removed';
}

/** The snackbar text of a message: its text, or the fallback when it carries none. */
export function socketMessageText(message: { data?: { text?: string } }): string {
  const text = message.data?.text;
  return typeof text === 'string' && text.trim() !== '' ? text : SOCKET_FALLBACK_TEXT;
}
