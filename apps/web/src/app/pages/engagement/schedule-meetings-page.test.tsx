import { listMeetingsRoute, listOpportunitiesRoute, type Meeting } from '@dl/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { ScheduleMeetingsPage } from './schedule-meetings-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

const meeting = (overrides: Partial<Meeting>): Meeting => ({
  id: '0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
  opportunity_id: '1b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
  opportunity_name: 'Northwind Series A',
  issuer_name: 'Northwind Robotics',
  entity_id: '2b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a10',
  entity_name: 'Avery Investor',
  requested_by_name: 'Avery Investor',
  proposed_times: ['2026-12-01T15:00:00.000Z'],
  duration_minutes: 30,
  note: '',
  status: 'REQUESTED',
  accepted_time: null,
  decline_reason: null,
  created_on: '2026-11-20T10:00:00Z',
  modified_on: '2026-11-20T10:00:00Z',
  ...overrides,
});

describe('ScheduleMeetingsPage (spec 2 communicate/schedule-meetings)', () => {
  // An investor who may act: the page offers its actions by the API's permission policy.
  beforeEach(() => setSession(session()));
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('lists requests with their status; only accepted ones offer the .ics, closed ones no cancel', async () => {
    mockApi(
      on(listMeetingsRoute, () => ({
        count: 3,
        results: [
          meeting({ id: '0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a11', opportunity_name: 'Alpha' }),
          meeting({
            id: '0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a12',
            opportunity_name: 'Beta',
            status: 'ACCEPTED',
            accepted_time: '2026-12-01T15:00:00.000Z',
          }),
          meeting({
            id: '0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a13',
            opportunity_name: 'Gamma',
            status: 'DECLINED',
            decline_reason: 'Quiet period',
          }),
        ],
      })),
      on(listOpportunitiesRoute, () => ({ count: 0, results: [], next: null })),
    );
    renderRoutes([{ path: '/', element: <ScheduleMeetingsPage /> }], '/?id=0b8f0a58-7d3e-4c1a-9a4e-3c6f4b1f2a12');
    expect(await screen.findByText('My meeting requests (3)')).toBeInTheDocument();
    // The meeting a notification pointed at (`?id=`) is the current one.
    expect(screen.getByRole('article', { current: true })).toHaveAccessibleName('Meeting about Beta');
    const alpha = screen.getByRole('article', { name: 'Meeting about Alpha' });
    const beta = screen.getByRole('article', { name: 'Meeting about Beta' });
    const gamma = screen.getByRole('article', { name: 'Meeting about Gamma' });
    expect(within(alpha).getByText('Requested')).toBeInTheDocument();
    expect(within(alpha).queryByRole('button', { name: 'Download .ics' })).not.toBeInTheDocument();
    expect(within(alpha).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(beta).getByRole('button', { name: 'Download .ics' })).toBeInTheDocument();
    expect(within(gamma).getByText('Reason: Quiet period')).toBeInTheDocument();
    expect(within(gamma).queryByRole('button')).not.toBeInTheDocument();
  });

  it('names the missing fields instead of sending', async () => {
    const calls = mockApi(
      on(listMeetingsRoute, () => ({ count: 0, results: [] })),
      on(listOpportunitiesRoute, () => ({ count: 0, results: [], next: null })),
    );
    const user = userEvent.setup();
    renderRoutes([{ path: '/', element: <ScheduleMeetingsPage /> }], '/');
    expect(await screen.findByText('You have no meeting requests')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Opportunity is required')).toBeInTheDocument();
    expect(screen.getByText('Proposed time is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
