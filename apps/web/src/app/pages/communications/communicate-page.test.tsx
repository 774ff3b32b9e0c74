import {
  createQnaRoute,
  getOpportunityRoute,
  listOpportunitiesRoute,
  listQnaRoute,
  type OpportunityListItem,
} from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPPORTUNITY_ID, qnaItem, qnaPage } from '#web/features/communications/test-data.ts';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { CommunicatePage } from './communicate-page.tsx';

vi.mock('../deal-flow/use-fid-id.ts', () => ({ useFidId: () => FID_ID }));

const opportunity: OpportunityListItem = {
  opportunity: {
    opp_id: OPPORTUNITY_ID,
    name: 'Northwind Series A',
    short_desc: 'Warehouse robots',
    opportunity_type: 'PRIMARY',
    type: 'GENERAL',
    status: 'Published',
    issuer: { id: '21111111-2222-4333-8444-555555555555', name: 'Northwind Robotics' },
    market: 'Industrials',
    stage: 'Series A',
    size: '12000000.00',
    minimum: '25000.00',
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    created_on: '2026-01-01T00:00:00Z',
  },
  favorite: 0,
  is_dismissed: false,
};

const urlOf = (call: RecordedCall) => new URL(call.url, 'http://app.test');
const qnaCalls = (calls: RecordedCall[]) => calls.filter((c) => urlOf(c).pathname.endsWith('/QnA'));

function serve() {
  return mockApi(
    on(listOpportunitiesRoute, () => ({ count: 1, results: [opportunity], next: null })),
    on(listQnaRoute, ({ query }) =>
      qnaPage([qnaItem({ request: query.has_response ? 'An answered one?' : 'Any one?' })]),
    ),
  );
}

const renderPage = (path: string) =>
  renderRoutes([{ path: '/digital-locker/communicate', element: <CommunicatePage /> }], path);

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('CommunicatePage (spec 2 communicate)', () => {
  beforeEach(() => setSession(session()));

  it('has the spec title, and tab=1 opens the answered questions', async () => {
    const calls = serve();
    renderPage('/digital-locker/communicate?tab=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ask questions regarding the Opportunities' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('An answered one?')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Answered' })).toHaveAttribute('aria-selected', 'true');
    expect(urlOf(qnaCalls(calls)[0] as RecordedCall).searchParams.get('has_response')).toBe('true');
    expect(urlOf(qnaCalls(calls)[0] as RecordedCall).searchParams.get('limit')).toBe('10');
  });

  it('All sends no has_response; ?opportunity= preselects the filter', async () => {
    const calls = serve();
    const { router } = renderPage(`/digital-locker/communicate?tab=1&opportunity=${OPPORTUNITY_ID}`);
    await screen.findByText('An answered one?');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?opportunity=${OPPORTUNITY_ID}`));
    await waitFor(() => {
      const last = urlOf(qnaCalls(calls).at(-1) as RecordedCall).searchParams;
      expect(last.has('has_response')).toBe(false);
      expect(last.get('opportunity_id')).toBe(OPPORTUNITY_ID);
    });
  });

  it('asks a new question about the chosen opportunity', async () => {
    const calls = mockApi(
      on(listOpportunitiesRoute, () => ({ count: 1, results: [opportunity], next: null })),
      on(getOpportunityRoute, () => apiError(404, 'Not found.', 'NOT_FOUND')),
      on(createQnaRoute, () => ({ data: qnaItem({ request: 'Fresh?' }) })),
      on(listQnaRoute, () => qnaPage([])),
    );
    renderPage('/digital-locker/communicate');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Ask a question' });
    await user.click(await within(form).findByPlaceholderText('Choose an opportunity'));
    await user.click(await screen.findByRole('option', { name: 'Northwind Series A' }));
    const box = within(form).getByRole('textbox', { name: 'Your comment or question' });
    await waitFor(() => expect(box).toBeEnabled());
    await user.type(box, 'Fresh?');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        opportunity_id: OPPORTUNITY_ID,
        request: 'Fresh?',
      }),
    );
    expect(form).toBeInTheDocument();
  });

  it('a viewer gets the list without the new-question form', async () => {
    const viewer = session({}, { current_role: 'fiduciary_viewer' });
    setSession({ ...viewer, permissions: viewer.permissions.map((p) => ({ ...p, roles: ['fiduciary_viewer'] })) });
    serve();
    renderPage('/digital-locker/communicate');
    await screen.findByText('Any one?');
    expect(screen.queryByRole('region', { name: 'Ask a question' })).not.toBeInTheDocument();
  });

  it('sends no request with an empty opportunity id: an empty ?opportunity=, a choice taken back', async () => {
    const calls = mockApi(
      on(listOpportunitiesRoute, () => ({ count: 1, results: [opportunity], next: null })),
      on(getOpportunityRoute, () => apiError(404, 'Not found.', 'NOT_FOUND')),
      on(listQnaRoute, () => qnaPage([])),
    );
    renderPage('/digital-locker/communicate?opportunity=');
    const user = userEvent.setup();
    const form = await screen.findByRole('region', { name: 'Ask a question' });
    await user.click(await within(form).findByPlaceholderText('Choose an opportunity'));
    await user.click(await screen.findByRole('option', { name: 'Northwind Series A' }));
    await waitFor(() =>
      expect(calls.some((c) => urlOf(c).pathname.endsWith(`/opportunities/${OPPORTUNITY_ID}`))).toBe(true),
    );
    // Choosing the same option again takes the choice back.
    await user.click(within(form).getByPlaceholderText('Choose an opportunity'));
    await user.click(await screen.findByRole('option', { name: 'Northwind Series A' }));
    await waitFor(() => expect(within(form).getByPlaceholderText('Choose an opportunity')).toHaveValue(''));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const empty = calls.filter((c) => {
      const url = urlOf(c);
      return url.pathname.includes('//') || [...url.searchParams].some(([key, value]) => key.endsWith('_id') && !value);
    });
    expect(empty.map((c) => c.url)).toEqual([]);
  });

  it('tells a search that finds nothing apart from having no questions yet', async () => {
    mockApi(
      on(listOpportunitiesRoute, () => ({ count: 1, results: [opportunity], next: null })),
      on(listQnaRoute, () => qnaPage([])),
    );
    renderPage('/digital-locker/communicate');
    expect(await screen.findByText('No questions yet')).toBeInTheDocument();
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search' }), 'dividends');
    expect(
      await screen.findByText('No questions match “dividends”. Change or clear the search to see more.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No questions yet')).not.toBeInTheDocument();
  });
});
