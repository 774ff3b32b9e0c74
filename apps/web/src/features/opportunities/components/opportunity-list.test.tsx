import { listOpportunitiesRoute, type OpportunityListItem, setOpportunityFavoriteRoute } from '@dl/contracts';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID, type RecordedCall } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes, renderWithRouter } from '#web/test/render.tsx';
import { NO_MATCH_TEXT, NOTHING_YET_TEXT, OpportunityList } from './opportunity-list.tsx';

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
const paramsOf = (call: RecordedCall | undefined) => new URL(call?.url ?? '', 'http://x').searchParams;

/** The list at an address, as after a reload or a shared link. */
function renderAt(path: string, props: { canFavorite?: boolean } = {}) {
  return renderRoutes(
    [
      {
        path: '*',
        element: (
          <OpportunityList
            fidId={FID_ID}
            title="Discover New Opportunities"
            isPrimary
            detailHref={(id) => `/o/${id}`}
            {...props}
          />
        ),
      },
    ],
    path,
  );
}

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
    expect(await screen.findByText(NOTHING_YET_TEXT)).toBeInTheDocument();
  });

  it('tells a search that matches nothing apart from a list with nothing in it yet', async () => {
    mockApi(page([]));
    renderAt('/?name=Zephyr');
    expect(await screen.findByText(NO_MATCH_TEXT)).toBeInTheDocument();
    expect(screen.queryByText(NOTHING_YET_TEXT)).not.toBeInTheDocument();
  });

  it('keeps filters, ordering and page in the address, and reads them back after a reload', async () => {
    const calls = mockApi(on(listOpportunitiesRoute, () => ({ count: 40, results: [item()], next: null })));
    const { router, unmount } = renderAt('/');
    await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Issuer' }), 'Helios');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await user.click(screen.getByRole('button', { name: /Minimum/ }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(paramsOf(listCalls(calls).at(-1)).get('page')).toBe('3'));
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(search)).toEqual({ issuer: 'Helios', ordering: 'minimum', page: '3' });
    // A page change is a step Back can undo.
    expect(router.state.historyAction).toBe('PUSH');
    const last = paramsOf(listCalls(calls).at(-1));
    unmount();

    // Reload: the same address asks for the same rows and shows the same chip.
    const again = mockApi(on(listOpportunitiesRoute, () => ({ count: 40, results: [item()], next: null })));
    renderAt(`/${router.state.location.search}`);
    await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    expect(screen.getByText('Issuer: Helios')).toBeInTheDocument();
    expect(Object.fromEntries(paramsOf(listCalls(again)[0]))).toEqual(Object.fromEntries(last));
  });

  it('reads a hand-edited address safely: unknown choices and orderings fall back to the defaults', async () => {
    const calls = mockApi(page([item()]));
    renderAt('/?favorite=7&ordering=password&page=-2&minimum_gte=lots');
    await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    const params = paramsOf(listCalls(calls)[0]);
    expect(params.get('favorite')).toBeNull();
    expect(params.get('ordering')).toBeNull();
    expect(params.get('minimum_gte')).toBeNull();
    expect(params.get('page')).toBe('1');
  });

  it('explains an inverted minimum range instead of applying it', async () => {
    const calls = mockApi(page([item()]));
    const { router } = renderAt('/');
    await screen.findByRole('link', { name: 'Helios Solar Fund II' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum from' }), '50000');
    await user.type(within(dialog).getByRole('textbox', { name: 'Minimum up to' }), '10000');
    expect(within(dialog).getByText('Must be at least "Minimum from"')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '"Minimum from" ($50,000) is above "Minimum up to" ($10,000), so no opportunity can match.',
    );
    expect(router.state.location.search).toBe('');
    expect(listCalls(calls)).toHaveLength(1);
  });

  it('explains an inverted range that arrives in a shared link', async () => {
    mockApi(page([]));
    renderAt('/?minimum_gte=50000&minimum_lte=10000');
    expect(await screen.findByRole('alert')).toHaveTextContent('"Minimum from" ($50,000) is above "Minimum up to"');
  });

  it('shows a viewer no favorite buttons and no favorite filter', async () => {
    mockApi(page([item()]));
    renderAt('/', { canFavorite: false });
    await screen.findByText('Helios Solar Fund II');
    expect(screen.queryByRole('button', { name: /Thumbs (up|down)/ })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter opportunities' });
    expect(within(dialog).queryByRole('combobox', { name: 'Favorite' })).not.toBeInTheDocument();
  });
});
