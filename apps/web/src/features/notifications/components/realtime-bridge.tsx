import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type ReceivedSocketMessage, SocketClient, type SocketFactory, socketUrl } from '#web/lib/socket-client.ts';
import { resetSocketFlags, setSocketFlags } from '#web/lib/socket-store.ts';
import { useSession } from '#web/lib/session-store.ts';
import { showSnackbar } from '#web/lib/snackbar.ts';
import { listNotificationsRoute } from '@dl/contracts';
import { apiRequest } from '#web/lib/api-client.ts';
import { investmentsKey } from '#web/components/pending-actions/use-pending-actions.ts';
import { notificationsKey } from '../api/notifications.ts';
import { systemNotificationsKey } from '../api/system-notifications.ts';
import { fetchSocketTicket } from '../api/websocket-ticket.ts';
import { useOpenNotification } from '../hooks/use-open-notification.ts';
import { notificationHref } from '../lib/navigate-target.ts';
import { showSocketSnackbar } from '../lib/socket-snackbar.tsx';

export interface RealtimeBridgeProps {
  fidId: string;
  /** Tests pass a fake socket; the browser's WebSocket otherwise. */
  createSocket?: SocketFactory;
}

const browserSocket: SocketFactory = (url) => new WebSocket(url);

/**
 * The investor's live connection (spec 4): one socket per session and tenant. Every message drops
 * the notification lists (the panel and pages refetch without a reload); a message with text opens
 * a snackbar that leads to its target. Unmounting (logout, another tenant or role) closes it.
 */
export function RealtimeBridge({ fidId, createSocket = browserSocket }: RealtimeBridgeProps) {
  const client = useQueryClient();
  const open = useOpenNotification();
  // The socket lives across navigations; its handler must use the current route.
  const openRef = useRef(open);
  openRef.current = open;

  const socketRef = useRef<SocketClient | null>(null);
  const accessToken = useSession().session?.access ?? null;

  useEffect(() => {
    const onMessage = ({ data }: ReceivedSocketMessage) => {
      void client.invalidateQueries({ queryKey: notificationsKey(fidId) });
      void client.invalidateQueries({ queryKey: systemNotificationsKey(fidId) });
      // A message may bring an action (a capital call, a document to sign): the pending actions and the
      // dashboard's figures on screen read again, so the bell, the card and the count stay one list.
      void client.invalidateQueries({ queryKey: investmentsKey(fidId), refetchType: 'active' });
      // An answer to a question: the page on screen (an opportunity's communications, Communicate)
      // reads its lists again, so the answer shows there without a click.
      if (data.navigate_to === 'Communication') void client.invalidateQueries({ refetchType: 'active' });
      const text = typeof data.text === 'string' ? data.text.trim() : '';
      if (!text) return;
      const target = notificationHref(data) ? () => openRef.current(data) : undefined;
      void showSocketSnackbar({ text, color: data.color, onOpen: target }).catch(() => undefined);
    };
    const socket = new SocketClient({
      getTicket: () => fetchSocketTicket(fidId),
      urlFor: (ticket) => socketUrl(window.location.origin, fidId, ticket),
      createSocket,
      onMessage,
      onNoPayload: (text) => void showSnackbar({ text, color: 'error' }).catch(() => undefined),
      onFlags: setSocketFlags,
    });
    socketRef.current = socket;
    socket.start();
    // What arrived while no socket was open still lights the bell.
    void apiRequest(listNotificationsRoute, { params: { fidId }, query: { unread: 'true', page: 1, limit: 1 } })
      .then((page) => {
        if (page.count > 0) setSocketFlags({ hasNewMessage: true });
      })
      .catch(() => undefined);
    return () => {
      socketRef.current = null;
      socket.stop();
      resetSocketFlags();
    };
  }, [client, fidId, createSocket]);

  // A refreshed token after the client gave up (reconnectError): try again with fresh tickets.
  useEffect(() => {
    if (accessToken) socketRef.current?.revive();
  }, [accessToken]);

  return null;
}

export { RealtimeBridge as default };
