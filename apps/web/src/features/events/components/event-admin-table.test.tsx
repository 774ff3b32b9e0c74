import {
  createEventRoute,
  deleteEventRoute,
  type EngagementEvent,
  listEventsRoute,
  updateEventRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { checkEventDraft } from './event-form.tsx';
import { EventAdminTable } from './event-admin-table.tsx';

const EVENT: EngagementEvent = {
  id: '5b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  title: 'Investor day',
  description: '',
  starts_on: '2026-12-10T15:00:00.000Z',
  ends_on: '2026-12-10T17:00:00.000Z',
  location: 'New York',
  url: null,
  opportunity_id: null,
  opportunity_name: null,
};

describe('EventAdminTable', () => {
  it('edits an event in the side modal and deletes one after confirming', async () => {
    const user = userEvent.setup({ delay: null });
    let events = [EVENT];
    const calls = mockApi(
      on(listEventsRoute, () => ({ count: events.length, results: events })),
      on(updateEventRoute, ({ body }) => {
        events = [{ ...EVENT, title: body.title }];
        return { data: events[0] as EngagementEvent };
      }),
      on(deleteEventRoute, () => {
        events = [];
        return null;
      }),
      on(createEventRoute, (req) => req.reply(201, { data: EVENT })),
    );
    renderWithRouter(<EventAdminTable fidId={FID_ID} canPublish />);
    await user.click(await screen.findByRole('button', { name: 'Edit Investor day' }));
    const form = await screen.findByRole('form', { name: 'Edit event' });
    const title = within(form).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await within(form).findByText('Title is required')).toBeTruthy();
    await user.type(title, 'Investor day 2026');
    await user.click(within(form).getByRole('button', { name: 'Save event' }));
    expect(await screen.findByText('Investor day 2026')).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.url).toContain(`/fid-admin/events/${EVENT.id}`);

    await user.click(screen.getByRole('button', { name: 'Delete Investor day 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete event' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByText('No data')).toBeTruthy());
  }, 60_000);

  it('shows no New, Edit or Delete to a role that may not publish', async () => {
    mockApi(on(listEventsRoute, () => ({ count: 1, results: [EVENT] })));
    renderWithRouter(<EventAdminTable fidId={FID_ID} canPublish={false} />);
    expect(await screen.findByText('Investor day')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /New event|Edit|Delete/ })).toBeNull();
  });

  it('checks a draft with the contract: an end before the start, no place and no address', () => {
    const { errors } = checkEventDraft(
      {
        title: 'x',
        description: '',
        starts_on: '2026-12-10T17:00:00.000Z',
        ends_on: '2026-12-10T15:00:00.000Z',
        location: '',
        url: '',
      },
      null,
    );
    expect(errors).toEqual({
      ends_on: 'The event must end after it starts',
      location: 'Give a location or an address',
    });
  });
});
