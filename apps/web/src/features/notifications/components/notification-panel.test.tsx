import {
  listNotificationsRoute,
  listPendingActionsRoute,
  listSystemNotificationsRoute,
  markNotificationsReadRoute,
  type NotificationList,
  type PendingActionList,
  type SystemNotificationList,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID, type RecordedCall } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { notificationItem, page, pendingAction, systemNotificationItem } from '../test-data.ts';
import { NotificationPanel } from './notification-panel.tsx';

type Lists = {
  /** Stored actions (the Actions tab outside the investor portal). */
  ACTION: NotificationList;
  NOTIFICATION: NotificationList;
  /** Every stored message (the investor portal's Notifications tab). */
  ALL?: NotificationList;
  SYSTEM: SystemNotificationList;
  /** GET investors/actions (the investor portal's Actions tab). */
  PENDING?: PendingActionList;
};
const EMPTY: Lists = { ACTION: page([]), NOTIFICATION: page([]), SYSTEM: page([]) };

function serve(lists: Lists): RecordedCall[] {
  return mockApi(
    on(markNotificationsReadRoute, ({ body }) => ({ data: { updated: body.ids?.length ?? 0 } })),
    on(listSystemNotificationsRoute, () => lists.SYSTEM),
    on(listPendingActionsRoute, () => lists.PENDING ?? page([])),
    on(listNotificationsRoute, ({ query }) =>
      query.kind ? lists[query.kind as 'ACTION' | 'NOTIFICATION'] : (lists.ALL ?? page([])),
    ),
  );
}

function renderPanel(portal: 'digital-locker' | 'issuers' = 'digital-locker') {
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/', element: <NotificationPanel fidId={FID_ID} portal={portal} onClose={onClose} /> },
      { path: '/digital-locker/opportunity/:id', element: <p>Opportunity page</p> },
      { path: '/digital-locker/notifications', element: <p>Notifications page</p> },
      { path: '/digital-locker/transact/:id', element: <p>Transaction page</p> },
      { path: '/digital-locker/system-notifications', element: <p>System notifications page</p> },
    ],
    '/',
  );
  return { ...view, onClose };
}

describe('NotificationPanel (spec 2)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the exact empty text of each tab', async () => {
    serve(EMPTY);
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('You have no actions')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'System Notifications' }));
    expect(await screen.findByText('You have no system notifications')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See All' })).not.toBeInTheDocument();
  });

  it('in the investor portal, Actions are the pending actions the dashboard lists', async () => {
    const actions = [1, 2, 3].map((n) => pendingAction(n));
    const calls = serve({
      ...EMPTY,
      ACTION: page([notificationItem(9, { kind: 'ACTION' })]),
      PENDING: page(actions, 7),
    });
    const user = userEvent.setup();
    const { router, onClose } = renderPanel();
    expect(await screen.findByText(actions[0]?.text as string)).toBeInTheDocument();
    expect(screen.getByText(actions[2]?.text as string)).toBeInTheDocument();
    // The stored action is not an item of the Actions tab: it is a message, among the notifications.
    expect(screen.queryByText('Message 9')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/digital-locker/notifications');
    const list = calls.find((c) => c.url.includes('/investors/actions'));
    expect(list?.url).toContain('limit=3');
    expect(calls.some((c) => c.url.includes('kind=ACTION'))).toBe(false);
    await user.click(screen.getByRole('button', { name: /Fund 2 was sent/ }));
    expect(router.state.location.pathname).toBe(`/digital-locker/transact/${actions[1]?.resource_id}`);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for 3 items, shows them with See All, and marks the unread ones read', async () => {
    const actions = [1, 2, 3].map((n) =>
      notificationItem(n, { kind: 'ACTION', read_on: n === 3 ? '2026-11-21T11:00:00Z' : null }),
    );
    const calls = serve({ ...EMPTY, ALL: page(actions, 7) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
    expect(screen.getByText('Message 3')).toBeInTheDocument();
    expect(screen.getAllByText('New')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/digital-locker/notifications');
    const list = calls.find((c) => c.url.includes('/notifications?'));
    expect(list?.url).toContain('limit=3');
    expect(list?.url).toContain('page=1');
    expect(list?.url).not.toContain('kind=');
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const read = calls.find((c) => c.method === 'POST');
    expect(read?.url).toBe(`/api/v1/fid/${FID_ID}/notifications/read`);
    expect(read?.body).toEqual({ ids: [actions[0]?.id, actions[1]?.id] });
  });

  it('an item navigates to its target and closes the panel', async () => {
    serve({ ...EMPTY, ALL: page([notificationItem(4, { kind: 'ACTION', resource_id: 'op-9' })]) });
    const user = userEvent.setup();
    const { router, onClose } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    await user.click(await screen.findByRole('button', { name: /Message 4/ }));
    expect(router.state.location.pathname).toBe('/digital-locker/opportunity/op-9');
    expect(onClose).toHaveBeenCalled();
  });

  it('system notifications show title and severity and lead to their page', async () => {
    serve({ ...EMPTY, SYSTEM: page([systemNotificationItem(1, { severity: 'High Impact' })]) });
    const user = userEvent.setup();
    const { router } = renderPanel();
    await user.click(screen.getByRole('tab', { name: 'System Notifications' }));
    const item = await screen.findByRole('button', { name: /Maintenance window 1/ });
    expect(within(item).getByText('High Impact')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute(
      'href',
      '/digital-locker/system-notifications',
    );
    await user.click(item);
    expect(router.state.location.pathname).toBe('/digital-locker/system-notifications');
  });

  it('cuts system notification titles at 50 characters (spec 9)', async () => {
    const title = 'Scheduled maintenance of the document storage cluster tonight';
    serve({ ...EMPTY, SYSTEM: page([systemNotificationItem(2, { title })]) });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('tab', { name: 'System Notifications' }));
    const cut = await screen.findByText(`${title.slice(0, 50).trimEnd()}…`);
    expect(cut).toHaveAttribute('title', title);
  });

  it('outside the investor portal items only inform: no links, no See All', async () => {
    serve({ ...EMPTY, ACTION: page([notificationItem(5, { kind: 'ACTION' })], 5) });
    renderPanel('issuers');
    expect(await screen.findByText('Message 5')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message 5/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'See All' })).not.toBeInTheDocument();
  });

  it("shows 'Failed to load data' when the list fails", async () => {
    mockApi(
      on(listPendingActionsRoute, () => apiError(500, 'Internal Server Error', 'INTERNAL')),
      on(listNotificationsRoute, () => apiError(500, 'Internal Server Error', 'INTERNAL')),
      on(listSystemNotificationsRoute, () => apiError(500, 'Internal Server Error', 'INTERNAL')),
    );
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
