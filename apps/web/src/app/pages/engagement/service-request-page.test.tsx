import {
  createServiceRequestRoute,
  getServiceRequestRoute,
  listServiceRequestsRoute,
  type ServiceRequestDetail,
} from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { ServiceRequestPage } from './service-request-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

const request = (overrides: Partial<ServiceRequestDetail> = {}): ServiceRequestDetail => ({
  id: '0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
  entity_id: '1b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
  entity_name: 'Avery Investor',
  requested_by_name: 'Avery Investor',
  subject: 'Update my mailing address',
  category: 'Account',
  description: 'New address',
  status: 'OPEN',
  comment_count: 1,
  created_on: '2026-11-20T10:00:00Z',
  modified_on: '2026-11-20T11:00:00Z',
  comments: [
    {
      id: '2b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
      author_name: 'Casey Trustee',
      author_type: 'FIDUCIARY',
      body: 'On it.',
      created_on: '2026-11-20T11:00:00Z',
    },
  ],
  ...overrides,
});

describe('ServiceRequestPage (spec 2 service-request)', () => {
  // An investor who may act: the page offers its actions by the API's permission policy.
  beforeEach(() => setSession(session()));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists requests with status and opens the thread', async () => {
    mockApi(
      on(getServiceRequestRoute, () => ({ data: request() })),
      on(listServiceRequestsRoute, () => {
        const { comments: _, ...row } = request();
        return { count: 1, results: [row] };
      }),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ServiceRequestPage /> }], '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Track and Manage Service Requests' })).toBeInTheDocument();
    const row = await screen.findByRole('button', { name: 'Open Update my mailing address' });
    expect(within(row).getByText('Open')).toBeInTheDocument();
    await user.click(row);
    expect(await screen.findByText('On it.')).toBeInTheDocument();
    expect(screen.getByText('Casey Trustee (Fiduciary)')).toBeInTheDocument();
  });

  it('shows field errors in the side modal, then sends a complete request', async () => {
    const calls = mockApi(
      on(createServiceRequestRoute, () => ({ data: request({ subject: 'K-1', comments: [] }) })),
      on(getServiceRequestRoute, () => ({ data: request({ subject: 'K-1' }) })),
      on(listServiceRequestsRoute, () => ({ count: 0, results: [] })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ServiceRequestPage /> }], '/');
    expect(await screen.findByText('You have no service requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New service request' });
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    expect(within(dialog).getByText('Subject is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Select a category')).toBeInTheDocument();
    expect(within(dialog).getByText('Description is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'K-1');
    await user.click(within(dialog).getByRole('combobox', { name: /Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Tax' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'When?');
    expect(within(dialog).queryByText('Subject is required')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Submit request' }));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({ subject: 'K-1', category: 'Tax', description: 'When?' });
    expect(posts[0]?.url).toBe(`/api/v1/fid/${FID_ID}/service-requests`);
  });
});
