import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSessionsRoute, revokeSessionRoute } from '@dl/contracts';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { SessionsList } from './sessions-list.tsx';

const session = (id: string, device: string, isCurrent: boolean) => ({
  id,
  device,
  user_agent: null,
  ip: '10.0.0.1',
  created_on: '2026-11-21T10:00:00.000Z',
  last_used_on: '2026-11-21T11:00:00.000Z',
  is_current: isCurrent,
});
const HERE = session('11111111-2222-4333-8444-555555555555', 'Chrome on macOS', true);
const PHONE = session('21111111-2222-4333-8444-555555555555', 'Safari on iPhone', false);

afterEach(() => vi.unstubAllGlobals());

describe('SessionsList', () => {
  it('marks this browser, revokes another session at once, and asks before revoking this one', async () => {
    const user = userEvent.setup({ delay: null });
    const calls = mockApi(
      on(listSessionsRoute, () => ({ count: 2, results: [HERE, PHONE] })),
      on(revokeSessionRoute, () => null),
    );
    renderWithRouter(<SessionsList fidId={FID_ID} />);
    const rows = await screen.findAllByTestId('session-row');
    expect(within(rows[0] as HTMLElement).getByText('This browser')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Revoke Safari on iPhone' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(PHONE.id))).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Revoke Chrome on macOS (this browser)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out of this browser?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(HERE.id))).toBe(false);
  }, 60_000);
});
