import { acceptMeetingRoute, declineMeetingRoute, listMeetingsRoute, type Meeting } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { MeetingDesk } from './meeting-desk.tsx';

const MEETING: Meeting = {
  id: '11111111-2222-4333-8444-555555555555',
  opportunity_id: '21111111-2222-4333-8444-555555555555',
  opportunity_name: 'Northwind Series A',
  issuer_name: 'Northwind Robotics',
  entity_id: '31111111-2222-4333-8444-555555555555',
  entity_name: 'Harbor Family Office',
  requested_by_name: 'Ivy Investor',
  proposed_times: ['2026-12-03T15:00:00.000Z', '2026-12-04T16:00:00.000Z'],
  duration_minutes: 30,
  note: 'Terms and timeline',
  status: 'REQUESTED',
  accepted_time: null,
  decline_reason: null,
  created_on: '2026-11-26T10:00:00.000Z',
  modified_on: '2026-11-26T10:00:00.000Z',
};

describe('MeetingDesk', () => {
  it('accepts a waiting request at the chosen time', async () => {
    const calls = mockApi(
      on(listMeetingsRoute, () => ({ count: 1, results: [MEETING] })),
      on(acceptMeetingRoute, (req) => ({
        data: { ...MEETING, status: 'ACCEPTED' as const, accepted_time: req.body.time },
      })),
    );
    renderWithRouter(<MeetingDesk fidId={FID_ID} canAnswer />);
    const card = await screen.findByRole('article', { name: 'Meeting request of Harbor Family Office' });
    const radios = within(card).getAllByRole('radio');
    await userEvent.click(radios[1] as HTMLElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ time: MEETING.proposed_times[1] }),
    );
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('status')).toBe('REQUESTED');
  });

  it('declines with a reason (Ok only once a reason is typed)', async () => {
    const calls = mockApi(
      on(listMeetingsRoute, () => ({ count: 1, results: [MEETING] })),
      on(declineMeetingRoute, (req) => ({
        data: { ...MEETING, status: 'DECLINED' as const, decline_reason: req.body.reason },
      })),
    );
    renderWithRouter(<MeetingDesk fidId={FID_ID} canAnswer />);
    const card = await screen.findByRole('article', { name: 'Meeting request of Harbor Family Office' });
    await userEvent.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline meeting request' });
    expect(within(dialog).getByRole('button', { name: 'Ok' })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Quiet period');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'Quiet period' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a reader the requests without Accept or Decline', async () => {
    mockApi(on(listMeetingsRoute, () => ({ count: 1, results: [MEETING] })));
    renderWithRouter(<MeetingDesk fidId={FID_ID} canAnswer={false} />);
    const card = await screen.findByRole('article', { name: 'Meeting request of Harbor Family Office' });
    expect(within(card).getByText(/Proposed:/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument();
  });
});
