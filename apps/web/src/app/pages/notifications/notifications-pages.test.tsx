import {
  listNotificationsRoute,
  listPendingActionsRoute,
  listSystemNotificationsRoute,
  markNotificationsReadRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  notificationItem,
  page,
  pendingAction,
  systemNotificationItem,
} from '#web/features/notifications/test-data.ts';
import { getSocketFlags, setSocketFlags } from '#web/lib/socket-store.ts';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { SystemNotificationsPage } from './system-notifications-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

const searchOf = (url: string) => new URL(url, 'http://app.test').searchParams;

describe('NotificationsPage (spec 2 /notifications)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending actions and every stored message, 10 a page, with the spec title', async () => {
    const calls = mockApi(
      on(markNotificationsReadRoute, () => ({ data: { updated: 1 } })),
      on(listPendingActionsRoute, ({ query: { limit = 10 } }) =>
        page(
          Array.from({ length: Math.min(Number(limit), 12) }, (_, i) =>
            pendingAction(i + 1, { text: `Action ${i + 1}` }),
          ),
          12,
        ),
      ),
      on(listNotificationsRoute, ({ query: { kind, limit } }) => {
        const rows = Array.from({ length: Math.min(limit, 12) }, (_, i) =>
          notificationItem(200 + i, {
            kind: kind ?? 'ACTION',
            message: `Message ${i + 1}`,
            read_on: '2026-11-21T11:00:00Z',
          }),
        );
        return page(rows, 12);
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <NotificationsPage /> }], '/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Get notified about any actions and opportunities' }),
    ).toBeInTheDocument();
    const actions = await screen.findByRole('table', { name: 'Actions' });
    expect(await within(actions).findByText('Action 10')).toBeInTheDocument();
    expect(within(actions).queryByText('Action 11')).not.toBeInTheDocument();
    const messages = await screen.findByRole('table', { name: 'Notifications' });
    expect(await within(messages).findByText('Message 10')).toBeInTheDocument();
    const gets = calls.filter((c) => c.method === 'GET');
    expect(gets.map((c) => searchOf(c.url).get('limit'))).toEqual(['10', '10']);
    // The messages are every stored one, actions included: no kind asked for.
    expect(gets.some((c) => searchOf(c.url).has('kind'))).toBe(false);
    expect(gets.some((c) => c.url.includes('/investors/actions?'))).toBe(true);
    // Rows per page of the Actions table: 5 (choices 5, 10, 50, All).
    const [actionsPager] = screen.getAllByLabelText('Rows per page');
    expect(
      within(actionsPager as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['5', '10', '50', 'All']);
    await user.selectOptions(actionsPager as HTMLElement, '5');
    await waitFor(() =>
      expect(calls.some((c) => c.url.includes('/investors/actions?') && searchOf(c.url).get('limit') === '5')).toBe(
        true,
      ),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows the empty texts, marks unread rows read and clears the bell', async () => {
    setSocketFlags({ hasNewMessage: true });
    const unread = notificationItem(1, { message: 'Deal countersigned' });
    const calls = mockApi(
      on(markNotificationsReadRoute, () => ({ data: { updated: 1 } })),
      on(listPendingActionsRoute, () => page([])),
      on(listNotificationsRoute, () => page([unread])),
    );
    renderRoutes([{ path: '/', element: <NotificationsPage /> }], '/');
    expect(await screen.findByText('You have no actions')).toBeInTheDocument();
    expect(await screen.findByText('Deal countersigned')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ ids: [unread.id] }));
    expect(getSocketFlags().hasNewMessage).toBe(false);
  });
});

describe('SystemNotificationsPage (spec 2, 7)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('filters by kind (back to page 1) and colours severities', async () => {
    const calls = mockApi(
      on(listSystemNotificationsRoute, ({ query }) =>
        query.kind === 'Incident'
          ? page([])
          : page([
              systemNotificationItem(1, { title: 'Outage', kind: 'Incident', severity: 'High Impact' }),
              systemNotificationItem(2, { title: 'Upgrade', severity: 'Severity 1' }),
              systemNotificationItem(3, { title: 'New feature', kind: 'Announcement', severity: 'Severity 2' }),
            ]),
      ),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <SystemNotificationsPage /> }], '/');
    const table = await screen.findByRole('table', { name: 'System notifications' });
    expect(await within(table).findByText('Outage')).toBeInTheDocument();
    expect(within(table).getByText('High Impact')).toBeInTheDocument();
    expect(within(table).getByText('Severity 1')).toBeInTheDocument();
    expect(within(table).getByText('Details 1')).toBeInTheDocument();
    expect(searchOf(calls[0]?.url ?? '').get('limit')).toBe('10');
    expect(searchOf(calls[0]?.url ?? '').has('kind')).toBe(false);
    await user.click(screen.getByRole('radio', { name: 'Incident' }));
    expect(await within(table).findByText('No data')).toBeInTheDocument();
    const last = searchOf(calls[calls.length - 1]?.url ?? '');
    expect(last.get('kind')).toBe('Incident');
    expect(last.get('page')).toBe('1');
  });
});
