import { createStakeholderRoute, listStakeholdersRoute, updateStakeholderRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR, ADMIN, capTableSession, stakeholder, VIEWER } from '#web/features/captable/setup/test-data.ts';
import { capTablesMock, seriousViolations } from '#web/features/captable/setup/test-support.ts';
import { clearSession } from '#web/lib/session-store.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { Component as StakeholdersPage } from './stakeholders-page.tsx';

function renderPage() {
  capTableSession();
  return renderRoutes([{ path: '/acap/stakeholders', element: <StakeholdersPage /> }], '/acap/stakeholders');
}

afterEach(() => clearSession());

describe('Stakeholders page (issue 17)', () => {
  it('lists the stakeholders paged on the server, searches them and is axe clean', async () => {
    const calls = mockApi(
      capTablesMock(VIEWER),
      on(listStakeholdersRoute, ({ query }) => ({
        results: query.search
          ? []
          : [
              stakeholder(),
              stakeholder({
                id: 'SH-2',
                name: 'Fund II LP',
                stakeholder_type: 'INSTITUTION',
                email: null,
                relationship: null,
              }),
            ],
        count: query.search ? 0 : 2,
      })),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'Stakeholders' });
    const row = (await within(table).findByText('Fund II LP')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Institution');
    expect(calls.some((c) => c.url.includes('itemsPerPage=25'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add stakeholder' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Ada Founder' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
    await userEvent.setup().type(screen.getByLabelText('Search'), 'zed');
    expect(await screen.findByText('No stakeholder matches the search.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('search=zed'))).toBe(true);
  });

  it('offers no write control to an administrator, who does not draft', async () => {
    mockApi(
      capTablesMock(ADMIN),
      on(listStakeholdersRoute, () => ({ results: [stakeholder()], count: 1 })),
    );
    renderPage();
    expect(await screen.findByText('Ada Founder')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add stakeholder' })).toBeNull();
  });

  it('lets an editor add a stakeholder, with the form messages first and empty e-mail sent as none', async () => {
    const calls = mockApi(
      capTablesMock(EDITOR),
      on(listStakeholdersRoute, () => ({ results: [stakeholder()], count: 1 })),
      on(createStakeholderRoute, ({ body }) => ({ data: stakeholder({ id: 'SH-9', name: body.name }) })),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add stakeholder' }));
    const dialog = await screen.findByRole('dialog', { name: 'New stakeholder' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add stakeholder' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid email address')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Grace Advisor');
    await user.click(within(dialog).getByLabelText('Institution'));
    await user.selectOptions(within(dialog).getByLabelText('Relation to the company'), 'Advisor');
    await user.click(within(dialog).getByRole('button', { name: 'Add stakeholder' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Grace Advisor',
      stakeholder_type: 'INSTITUTION',
      email: null,
      relationship: 'Advisor',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("edits a stakeholder and shows the server's refusal at its field", async () => {
    mockApi(
      capTablesMock(EDITOR),
      on(listStakeholdersRoute, () => ({ results: [stakeholder()], count: 1 })),
      on(updateStakeholderRoute, () => apiError(400, 'email: This e-mail belongs to another stakeholder')),
    );
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Founder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit stakeholder' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ada Founder');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This e-mail belongs to another stakeholder')).toBeInTheDocument();
  });
});
