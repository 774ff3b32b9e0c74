import {
  getFidAdminServiceRequestRoute,
  listFidAdminServiceRequestsRoute,
  type ServiceRequestDetail,
  updateServiceRequestRoute,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { ServiceDesk } from './service-desk.tsx';

const REQUEST: ServiceRequestDetail = {
  id: '7b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  entity_id: '8b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  entity_name: 'Harbor Family Office LLC',
  requested_by_name: 'Morgan Harbor',
  subject: 'Update our wire details',
  category: 'Payments',
  description: 'We changed banks.',
  status: 'OPEN',
  comment_count: 0,
  created_on: '2026-11-20T10:00:00.000Z',
  modified_on: '2026-11-20T10:00:00.000Z',
  comments: [],
};

describe('ServiceDesk', () => {
  it('opens a request, starts work on it and comments; the statuses follow the machine', async () => {
    const user = userEvent.setup({ delay: null });
    let current = REQUEST;
    const calls = mockApi(
      on(listFidAdminServiceRequestsRoute, () => ({ count: 1, results: [current] })),
      on(getFidAdminServiceRequestRoute, () => ({ data: current })),
      on(updateServiceRequestRoute, ({ body }) => {
        current = {
          ...current,
          status: body.status ?? current.status,
          comments: body.comment
            ? [
                ...current.comments,
                {
                  id: '9b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
                  author_name: 'Casey Trustee',
                  author_type: 'FIDUCIARY',
                  body: body.comment,
                  created_on: '2026-11-21T10:00:00.000Z',
                },
              ]
            : current.comments,
        };
        return { data: current };
      }),
    );
    renderWithRouter(<ServiceDesk fidId={FID_ID} canUpdate />);
    await user.click(await screen.findByRole('button', { name: 'Update our wire details' }));
    const modal = await screen.findByRole('dialog', { name: 'Service request' });
    expect(within(modal).getByRole('button', { name: 'Start work' })).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: 'Reopen' })).toBeNull();
    await user.click(within(modal).getByRole('button', { name: 'Start work' }));
    await waitFor(() => expect(within(modal).queryByRole('button', { name: 'Start work' })).toBeNull());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'IN_PROGRESS' });

    await user.click(within(modal).getByRole('button', { name: 'Send comment' }));
    expect(await within(modal).findByText('Comment is required')).toBeTruthy();
    await user.type(within(modal).getByRole('textbox', { name: 'Comment' }), 'Send us the new details.');
    await user.click(within(modal).getByRole('button', { name: 'Send comment' }));
    expect(await within(modal).findByText('Send us the new details.')).toBeTruthy();
  }, 60_000);

  it('only reads for a role that may not update', async () => {
    mockApi(
      on(listFidAdminServiceRequestsRoute, () => ({ count: 1, results: [REQUEST] })),
      on(getFidAdminServiceRequestRoute, () => ({ data: REQUEST })),
    );
    const user = userEvent.setup({ delay: null });
    renderWithRouter(<ServiceDesk fidId={FID_ID} canUpdate={false} />);
    await user.click(await screen.findByRole('button', { name: 'Update our wire details' }));
    const modal = await screen.findByRole('dialog', { name: 'Service request' });
    expect(await within(modal).findByText('We changed banks.')).toBeTruthy();
    expect(within(modal).queryByRole('button', { name: /Start work|Close request|Send comment/ })).toBeNull();
  }, 60_000);
});
