import { inviteHolderRoute, listHoldersRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, capTableSession, EDITOR } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as HoldersPage } from './holders-page.tsx';

const HOLDERS = [
  {
    stakeholder_id: 'SH-1',
    name: 'Ada Founder',
    email: 'ada@northwind.test',
    status: 'active',
    invited_on: '2026-03-01',
  },
  {
    stakeholder_id: 'SH-2',
    name: 'Ben Engineer',
    email: 'ben@northwind.test',
    status: 'not_invited',
    invited_on: null,
  },
  { stakeholder_id: 'SH-3', name: 'Fund II LP', email: null, status: 'not_invited', invited_on: null },
] as const;

function renderPage() {
  capTableSession('captable_admin');
  return renderRoutes([{ path: '/acap/holders', element: <HoldersPage /> }], '/acap/holders');
}

afterEach(() => clearSession());

describe('Holders page (issue 17)', () => {
  it('shows each holder with their status; an editor reads it without the Invite button', async () => {
    mockApi(
      capTablesMock(EDITOR),
      on(listHoldersRoute, () => ({ results: [...HOLDERS], count: 3 })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Holders' });
    await within(table).findByText('Ada Founder');
    expect(within(table).getByText('Ada Founder').closest('tr')).toHaveTextContent('Active');
    expect(within(table).getByText('Ben Engineer').closest('tr')).toHaveTextContent('Not invited');
    expect(within(table).getByText('Fund II LP').closest('tr')).toHaveTextContent('No email');
    expect(screen.queryByRole('button', { name: /^Invite/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('lets an administrator invite a holder, and shows the refusal of one without an e-mail in the server’s words', async () => {
    let invited = false;
    const calls = mockApi(
      capTablesMock(ADMIN),
      on(listHoldersRoute, () => ({
        results: HOLDERS.map((h) =>
          h.stakeholder_id === 'SH-2' && invited ? { ...h, status: 'invited' as const, invited_on: '2026-11-27' } : h,
        ),
        count: 3,
      })),
      on(inviteHolderRoute, ({ params }) => {
        if (params.stakeholderId === 'SH-3')
          return apiError(409, 'Fund II LP has no e-mail address: add one to the stakeholder before inviting.');
        invited = true;
        return { data: { ...HOLDERS[1], status: 'invited' as const, invited_on: '2026-11-27' } };
      }),
    );
    renderPage();
    const user = userEvent.setup();
    expect(await screen.findByText('Ada Founder')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite Ada Founder' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Invite Ben Engineer' }));
    expect(await screen.findByRole('button', { name: 'Invite again Ben Engineer' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/holders/SH-2/invite'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Invite Fund II LP' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Fund II LP has no e-mail address: add one to the stakeholder before inviting.',
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Holders' })).getByText('Invited')).toBeInTheDocument(),
    );
  });
});
