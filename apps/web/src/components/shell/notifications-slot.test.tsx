import { createWebsocketTicketRoute, listNotificationsRoute, listPendingActionsRoute } from '@dl/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '#web/lib/chunk-load.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { getSocketFlags, resetSocketFlags, setSocketFlags } from '#web/lib/socket-store.ts';
import { session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { NotificationsSlot, RealtimeMount } from './notifications-slot.tsx';

// Watched, not replaced: whether the socket's chunk is asked for at all.
vi.mock('#web/lib/chunk-load.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('#web/lib/chunk-load.ts')>();
  return { ...actual, loadChunk: vi.fn(actual.loadChunk) };
});

describe('NotificationsSlot (spec 2, 4)', () => {
  beforeEach(() => {
    resetSocketFlags();
    setSession(session());
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('names the new messages on the bell and clears hasNewMessage when opened', async () => {
    mockApi(
      on(listNotificationsRoute, () => ({ count: 0, results: [] })),
      on(listPendingActionsRoute, () => ({ count: 0, results: [] })),
    );
    const user = userEvent.setup();
    renderWithRouter(<NotificationsSlot portal="digital-locker" />);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    act(() => setSocketFlags({ hasNewMessage: true }));
    await user.click(screen.getByRole('button', { name: 'Notifications, new messages' }));
    expect(getSocketFlags().hasNewMessage).toBe(false);
    expect(await screen.findByText('You have no actions')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'System Notifications' })).toBeInTheDocument();
  });
});

describe('RealtimeMount (spec 4: only the investor connects)', () => {
  beforeEach(() => {
    vi.mocked(loadChunk).mockClear();
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  function connectAttempts(role: string, portal: 'digital-locker' | 'issuers' = 'digital-locker') {
    setSession(session({}, { current_role: role }));
    vi.stubGlobal(
      'WebSocket',
      class {
        close() {}
      },
    );
    const calls = mockApi(
      on(createWebsocketTicketRoute, () => ({ data: { ticket: 't', expires_on: '2026-11-21T10:00:30Z' } })),
      on(listNotificationsRoute, () => ({ count: 0, results: [] })),
    );
    renderWithRouter(<RealtimeMount portal={portal} />);
    return calls;
  }

  it.each(['fiduciary_investor', 'fiduciary_investor-admin'])('%s asks for a ticket', async (role) => {
    const calls = connectAttempts(role);
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/websocket/ticket'))).toBe(true));
  });

  it.each([
    ['fiduciary_viewer', 'digital-locker'],
    ['issuer_admin', 'issuers'],
    ['fiduciary_investor', 'issuers'],
  ] as const)('%s in %s does not connect', (role, portal) => {
    const calls = connectAttempts(role, portal);
    // The mount decides as it renders: one that connects asks for the socket's chunk, or once that
    // chunk is loaded, for the unread count and a ticket, before the render returns.
    expect(loadChunk).not.toHaveBeenCalled();
    expect(calls).toHaveLength(0);
  });
});
