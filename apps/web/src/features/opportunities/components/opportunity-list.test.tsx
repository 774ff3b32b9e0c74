import { listOpportunitiesRoute, type OpportunityListItem, setOpportunityFavoriteRoute } from '@dl/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID, type RecordedCall } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { OpportunityList } from './opportunity-list.tsx';

const OPP_ID = '11111111-2222-4333-8444-555555555555';

function item(overrides: Partial<OpportunityListItem> = {}): OpportunityListItem {
  return {
    opportunity: {
      opp_id: OPP_ID,
      name: 'Helios Solar Fund II',
      short_desc: 'Utility-scale solar',
      opportunity_type: 'PRIMARY',
      type: 'FUND',
      status: 'Published',
      issuer: { id: '21111111-2222-4333-8444-555555555555', name: 'Helios Energy Partners' },
      market: 'Energy',
      stage: 'Growth',
      size: '25000000.00',
      minimum: '25000.00',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      created_on: '2026-01-01T00:00:00Z',
    },
    favorite: 0,
    is_dismissed: false,
    ...overrides,
  };
}

const page = (results: OpportunityListItem[]) =>
  on(listOpportunitiesRoute, () => ({ count: results.length, results, next: null }));

function renderList() {
  return renderWithRouter(
    <OpportunityList fidId={FID_ID} title="Discover New Opportunities" isPrimary detailHref={(id) => `/o/${id}`} />,
  );
}

const listCalls = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET');

describe('OpportunityList', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the opportunities with amounts formatted and a link to each', async () => {
    const calls = mockApi(page([item()]));
    renderList();
    const link = await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    expect(link).toHaveAttribute('href', `/o/${OPP_ID}`);
    expect(screen.getByText('$25.00MM')).toBeInTheDocument();
    expect(screen.getByText('$25,000')).toBeInTheDocument();
    expect(new URL(listCalls(calls)[0]?.url ?? '', 'http://x').searchParams.get('is_primary')).toBe('true');
  });

  it('sends the filters chosen in the dialog, from page 1', async () => {
    const calls = mockApi(page([item()]));
    renderList();
    await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Issuer' }), 'Helios');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Favorite' }), 'Thumbs Up');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2));
    const params = new URL(listCalls(calls)[1]?.url ?? '', 'http://x').searchParams;
    expect(params.get('issuer_name')).toBe('Helios');
    expect(params.get('favorite')).toBe('1');
    expect(params.get('page')).toBe('1');
    expect(screen.getByText('Favorite: Thumbs Up')).toBeInTheDocument();
  });

  it('toggles a favorite with PATCH favorite 1, and back to neutral', async () => {
    let favorite: 0 | 1 | -1 = 0;
    const calls = mockApi(
      on(setOpportunityFavoriteRoute, ({ body }) => {
        favorite = body.favorite;
        return { favorite, is_dismissed: false };
      }),
      on(listOpportunitiesRoute, () => ({ count: 1, results: [item({ favorite })], next: null })),
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thumbs up Helios Solar Fund II' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Thumbs up Helios Solar Fund II' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain(`/investors/opportunities/${OPP_ID}/favorite`);
    expect(patch?.body).toEqual({ favorite: 1 });
    await user.click(screen.getByRole('button', { name: 'Thumbs up Helios Solar Fund II' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ favorite: 0 }));
  });

  it("shows 'Failed to toggle favorite' when the toggle fails", async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n');
    mockApi(
      on(setOpportunityFavoriteRoute, () => apiError(500, '')),
      page([item()]),
    );
    renderList();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Thumbs down Helios Solar Fund II' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'Failed to toggle favorite', color: 'danger' }),
      ),
    );
  });

  it("shows 'Failed to load opportunity' when the list fails, and the empty text when nothing matches", async () => {
    mockApi(on(listOpportunitiesRoute, () => apiError(404, '')));
    const { unmount } = renderList();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load opportunity');
    unmount();
    mockApi(page([]));
    renderList();
    expect(await screen.findByText(/No opportunities match/)).toBeInTheDocument();
  });
});
