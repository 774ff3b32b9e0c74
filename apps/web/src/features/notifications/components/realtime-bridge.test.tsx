import { createWebsocketTicketRoute, listNotificationsRoute } from '@dl/contracts';
import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '#web/components/snackbar-host.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import type { SocketLike } from '#web/lib/socket-client.ts';
import { getSocketFlags, resetSocketFlags } from '#web/lib/socket-store.ts';
import { FID_ID, type RecordedCall } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { RealtimeBridge } from './realtime-bridge.tsx';

class FakeSocket implements SocketLike {
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {}
  send(frame: string) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: frame })));
  }
  close() {
    this.closed = true;
  }
}

const push = (data: Record<string, unknown>) =>
  `SOCKET_${JSON.stringify({ event: 'notification', data: { status: 'new', color: 'success', ...data } })}`;

function setup(path = '/digital-locker/') {
  const sockets: FakeSocket[] = [];
  const createSocket = (url: string) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  const calls: RecordedCall[] = mockApi(
    on(createWebsocketTicketRoute, () => ({
      data: { ticket: `t-${calls.length}`, expires_on: '2026-11-21T10:00:30Z' },
    })),
    on(listNotificationsRoute, () => ({ count: 2, results: [] })),
  );
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const bridge = <RealtimeBridge fidId={FID_ID} createSocket={createSocket} />;
  const frame = (page: ReactNode) => (
    <>
      {bridge}
      {page}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/digital-locker/', element: frame(<p>Dashboard</p>) },
      { path: '/digital-locker/opportunity/:id', element: frame(<p>Opportunity</p>) },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <SnackbarHost />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, sockets, calls, invalidate, last: () => sockets[sockets.length - 1] as FakeSocket };
}

describe('RealtimeBridge (spec 2, 4)', () => {
  beforeEach(() => resetSocketFlags());
  afterEach(() => {
    act(() => notifications.clean());
    vi.unstubAllGlobals();
  });

  it('opens the socket with a ticket and lights the bell for what arrived while offline', async () => {
    const { sockets, calls } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(sockets[0]?.url).toMatch(new RegExp(`^ws://localhost(:\\d+)?/api/v1/fid/${FID_ID}/websocket\\?token=t-`));
    expect(calls.find((c) => c.url.endsWith('/websocket/ticket'))?.method).toBe('POST');
    const unread = calls.find((c) => c.url.includes('unread=true'));
    expect(unread?.url).toContain('limit=1');
    await waitFor(() => expect(getSocketFlags().hasNewMessage).toBe(true));
  });

  it('an answered question refreshes the page on screen; other messages only the notification lists', async () => {
    const { last, sockets, invalidate } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send(push({ text: 'Deal approved', navigate_to: 'OpportunityDetail', resource_id: 'op-7' }));
    await screen.findByText('Deal approved');
    expect(invalidate).not.toHaveBeenCalledWith({ refetchType: 'active' });
    last().send(push({ text: 'Your question about Orbit has been answered.', navigate_to: 'Communication' }));
    await screen.findByText('Your question about Orbit has been answered.');
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' });
  });

  it('a message with text shows a snackbar; View navigates to the target', async () => {
    const { router, last, sockets, invalidate } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send(push({ text: 'Your question was answered', navigate_to: 'OpportunityDetail', resource_id: 'op-7' }));
    expect(await screen.findByText('Your question was answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['notifications', FID_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['system-notifications', FID_ID] });
    await userEvent.setup().click(screen.getByRole('button', { name: 'View' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/digital-locker/opportunity/op-7'));
  });

  it('clicking the snackbar on the target route reloads the route data instead of navigating', async () => {
    const { router, last, sockets, invalidate } = setup('/digital-locker/opportunity/op-7');
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send(push({ text: 'Deal approved', navigate_to: 'OpportunityDetail', resource_id: 'op-7' }));
    await userEvent.setup().click(await screen.findByText('Deal approved'));
    expect(invalidate).toHaveBeenCalledWith({ refetchType: 'active' });
    expect(router.state.location.pathname).toBe('/digital-locker/opportunity/op-7');
    expect(router.state.historyAction).toBe('POP');
  });

  it("the connected message shows nothing; a message without payload shows 'Something went wrong.'", async () => {
    const { last, sockets } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send('SOCKET_{"data":{"status":"connected"}}');
    last().send('SOCKET_{"event":"notification"}');
    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('takes the colour of the message: success by default, error in the error colour', async () => {
    const show = vi.spyOn(notifications, 'show');
    const { last, sockets } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send(`SOCKET_${JSON.stringify({ event: 'notification', data: { status: 'new', text: 'Plain' } })}`);
    last().send(push({ text: 'Payment failed', color: 'error' }));
    last().send(push({ text: 'Heads up', color: 'warning' }));
    await waitFor(() => expect(show).toHaveBeenCalledTimes(3));
    expect(show.mock.calls.map(([n]) => [n.color, n.autoClose])).toEqual([
      ['success', 4000],
      ['danger', 4000],
      ['warning', 4000],
    ]);
    show.mockRestore();
  });

  it('a message without a target informs only', async () => {
    const { last, sockets } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    last().send(push({ text: 'Maintenance tonight', navigate_to: null }));
    expect(await screen.findByText('Maintenance tonight')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View' })).not.toBeInTheDocument();
  });

  it('unmounting (logout) closes the socket', async () => {
    const { unmount, last, sockets } = setup();
    await waitFor(() => expect(sockets).toHaveLength(1));
    unmount();
    expect(last().closed).toBe(true);
    expect(getSocketFlags().connected).toBe(false);
  });
});
