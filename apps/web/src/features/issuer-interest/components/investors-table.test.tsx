import { getDataRoomAnalyticsRoute, getOpportunityInterestRoute } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { EMPTY_FUNNEL, interestAnswer, investor, OPPORTUNITY_ID } from '../test-data.ts';
import { DataRoomAnalytics } from './data-room-analytics.tsx';
import { InvestorsPanel } from './investors-table.tsx';

const NDAS = '/issuers/ndas?opportunity=x';

function renderPanel(countersignHref: string | null = NDAS) {
  return renderWithRouter(
    <InvestorsPanel fidId={FID_ID} opportunityId={OPPORTUNITY_ID} countersignHref={countersignHref} />,
  );
}

describe('InvestorsPanel (issue 16 point 5)', () => {
  it('draws the funnel in order with each count and its share of the first step, in words', async () => {
    mockApi(on(getOpportunityInterestRoute, () => interestAnswer([investor()])));
    renderPanel();
    const steps = await screen.findByRole('list', { name: 'Investors per step' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual([
      'Viewed: 8, 100%',
      'NDA signed: 4, 50%',
      'NDA executed: 2, 25%',
      'Data room entered: 2, 25%',
      'Interest sent: 1, 13%',
      'Deal signed: 1, 13%',
      'Executed: 0, 0%',
    ]);
  });

  it('lists each investor with dates MM/DD/YYYY, the NDA linked to countersigning, and the amount per spec 9', async () => {
    mockApi(
      on(getOpportunityInterestRoute, () =>
        interestAnswer([
          investor(),
          investor({
            entity: { id: 'e1000000-0000-4000-8000-000000000002', name: 'Blue Harbor LLC', type: 'LLC' },
            step: 'deal_signed',
            nda: {
              id: 'a1000000-0000-4000-8000-000000000002',
              status: 'NDA_EXECUTED',
              signed_on: '2026-11-01T10:00:00.000Z',
              countersigned_on: '2026-11-02T10:00:00.000Z',
            },
            data_room_entered_on: '2026-11-04T10:00:00.000Z',
            investment: { id: 'b1000000-0000-4000-8000-000000000002', status: 'DEAL_SIGNED', amount: '2500000' },
          }),
        ]),
      ),
    );
    renderPanel();
    const table = await screen.findByRole('table', { name: 'Investors' });
    await within(table).findByText('Avery Family Trust');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Avery Family Trust');
    expect(first).toHaveTextContent('NDA signed');
    expect(first).toHaveTextContent('11/02/2026');
    const link = within(first as HTMLElement).getByRole('link', {
      name: 'Waiting for countersignature: countersign the NDA of Avery Family Trust',
    });
    expect(link).toHaveAttribute('href', NDAS);
    expect(second).toHaveTextContent('Executed');
    expect(second).toHaveTextContent('11/04/2026');
    expect(second).toHaveTextContent('Deal signed');
    expect(second).toHaveTextContent('$2.50MM');
    expect(within(second as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('shows the NDA status without a link to a caller who may not countersign', async () => {
    mockApi(on(getOpportunityInterestRoute, () => interestAnswer([investor()])));
    renderPanel(null);
    const table = await screen.findByRole('table', { name: 'Investors' });
    expect(await within(table).findByText('Waiting for countersignature')).toBeInTheDocument();
    expect(within(table).queryByRole('link')).toBeNull();
  });

  it('says no investor has viewed the opportunity yet, and filters by step with page 1', async () => {
    const calls = mockApi(on(getOpportunityInterestRoute, () => interestAnswer([], EMPTY_FUNNEL)));
    renderPanel();
    expect(await screen.findByText('No investor has viewed this opportunity yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Furthest step' }), 'NDA executed');
    await waitFor(() => expect(calls.some((c) => c.url.includes('step=nda_executed'))).toBe(true));
    expect(calls.at(-1)?.url).toContain('page=1');
    expect(await screen.findByText('No investor matches these filters')).toBeInTheDocument();
  });
});

describe('DataRoomAnalytics', () => {
  it('lists per document its views and readers, each reader shown on expanding it', async () => {
    mockApi(
      on(getDataRoomAnalyticsRoute, () => ({
        results: [
          {
            document: { id: 'd1000000-0000-4000-8000-000000000001', name: 'Deck.pdf', category: ['Company', 'Pitch'] },
            views: 3,
            viewers: 1,
            last_viewed_on: '2026-11-05T10:00:00.000Z',
            readers: [
              {
                user: { id: 'c1000000-0000-4000-8000-000000000001', name: 'Ivy Investor' },
                entity: { id: 'e1000000-0000-4000-8000-000000000001', name: 'Avery Family Trust' },
                views: 3,
                first_viewed_on: '2026-11-04T10:00:00.000Z',
                last_viewed_on: '2026-11-05T10:00:00.000Z',
              },
            ],
          },
        ],
      })),
    );
    renderWithRouter(<DataRoomAnalytics fidId={FID_ID} opportunityId={OPPORTUNITY_ID} />);
    const control = await screen.findByRole('button', { name: 'Deck.pdf: 3 views, 1 reader' });
    expect(screen.getByText('Company / Pitch')).toBeInTheDocument();
    await userEvent.setup().click(control);
    const readers = await screen.findByRole('table', { name: 'Readers of Deck.pdf' });
    expect(readers).toHaveTextContent('Ivy Investor');
    expect(readers).toHaveTextContent('Avery Family Trust');
    expect(readers).toHaveTextContent('11/04/2026');
  });

  it('says when no one has opened a document', async () => {
    mockApi(on(getDataRoomAnalyticsRoute, () => ({ results: [] })));
    renderWithRouter(<DataRoomAnalytics fidId={FID_ID} opportunityId={OPPORTUNITY_ID} />);
    expect(await screen.findByText('No one has opened a data-room document yet')).toBeInTheDocument();
  });
});
