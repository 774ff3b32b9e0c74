import { createQnaRoute, deleteQnaRoute, listQnaRoute, updateQnaRoute } from '@dl/contracts';
import { TextInput } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { apiError, mockApi, on, type Reply } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { QNA_FILTER_DEBOUNCE_MS } from '../lib/texts.ts';
import { OPPORTUNITY_ID, qnaItem, qnaPage } from '../test-data.ts';
import { CommunicationList } from './communication-list.tsx';

const snackbar = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), show: vi.fn() }));
vi.mock('#web/lib/snackbar.ts', () => ({ useSnackbar: () => snackbar }));

const search = (call: RecordedCall) => new URL(call.url, 'http://app.test').searchParams;
const gets = (calls: RecordedCall[]) => calls.filter((c) => c.method === 'GET');
/** Under fake timers: runs the timers due within `ms` and what they set off. */
const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Typing under fake timers (user-event waits on a timer of its own). */
const typeInto = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });

/** The communicate page's shape: a search box driving the list's filters. */
function Filtered() {
  const [text, setText] = useState('');
  return (
    <CommunicationList
      fidId={FID_ID}
      filters={{ search: text }}
      toolbar={<TextInput label="Search" value={text} onChange={(e) => setText(e.currentTarget.value)} />}
    />
  );
}

beforeEach(() => setSession(session()));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  clearSession();
});

describe('CommunicationList (spec 2 "Communications list")', () => {
  it('shows the header with the count, See All, the placeholder and the items', async () => {
    const items = [
      qnaItem({ request: 'What is the lock-up?' }),
      qnaItem({ has_response: true, can_edit: false, response: 'Twelve months.', respondent_type: 'ISSUER' }),
    ];
    const calls = mockApi(on(listQnaRoute, () => qnaPage(items, 7)));
    renderWithRouter(
      <CommunicationList
        fidId={FID_ID}
        opportunityId={OPPORTUNITY_ID}
        pageSize={3}
        paginate={false}
        canAsk
        seeAllHref="/digital-locker/communicate"
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Communications (7)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/digital-locker/communicate');
    expect(screen.getByPlaceholderText('Enter your comment or question...')).toBeInTheDocument();
    expect(screen.getByText('What is the lock-up?')).toBeInTheDocument();
    expect(screen.getByText('Twelve months.')).toBeInTheDocument();
    // Only the unanswered item of mine can be edited or removed.
    expect(screen.getAllByRole('button', { name: 'Edit question' })).toHaveLength(1);
    const query = search(calls[0] as RecordedCall);
    expect(Object.fromEntries(query)).toMatchObject({
      page: '1',
      limit: '3',
      ordering: '-modified_on',
      opportunity_id: OPPORTUNITY_ID,
    });
  });

  it('debounces a filter change 500 ms, then loads page 1 with it', async () => {
    const calls = mockApi(
      on(listQnaRoute, ({ query }) => qnaPage([qnaItem({ request: `Page ${query.page} ${query.search ?? ''}` })], 25)),
    );
    renderWithRouter(<Filtered />);
    await screen.findByRole('heading', { name: 'Communications (25)' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gets(calls).at(-1) && search(gets(calls).at(-1) as RecordedCall).get('page')).toBe('2'));
    const before = gets(calls).length;
    vi.useFakeTimers();
    const box = screen.getByRole('textbox', { name: 'Search' });
    // Each keystroke starts the wait again.
    for (const text of ['l', 'lo', 'loc', 'lock']) {
      typeInto(box, text);
      await elapse(QNA_FILTER_DEBOUNCE_MS - 100);
    }
    expect(gets(calls)).toHaveLength(before);
    await elapse(200);
    expect(gets(calls)).toHaveLength(before + 1);
    const last = search(gets(calls).at(-1) as RecordedCall);
    expect(last.get('search')).toBe('lock');
    expect(last.get('page')).toBe('1');
    await elapse(QNA_FILTER_DEBOUNCE_MS * 4);
    expect(gets(calls)).toHaveLength(before + 1);
  });

  it('never runs two loads at once: a load asked for while one runs waits for it', async () => {
    let inFlight = 0;
    let most = 0;
    let answerPage2 = () => {};
    const page2Answered = new Promise<void>((resolve) => {
      answerPage2 = resolve;
    });
    const calls = mockApi(
      on(listQnaRoute, async ({ query }) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        if (query.page === 2) await page2Answered;
        inFlight -= 1;
        return qnaPage([qnaItem()], 25);
      }),
    );
    const withSearch = () => gets(calls).filter((c) => search(c).get('search') === 'x');
    renderWithRouter(<Filtered />);
    await screen.findByRole('heading', { name: 'Communications (25)' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(gets(calls).some((c) => search(c).get('page') === '2')).toBe(true));
    // The debounced filter fires while page 2 is still loading: its load waits for page 2's answer.
    vi.useFakeTimers();
    typeInto(screen.getByRole('textbox', { name: 'Search' }), 'x');
    await elapse(QNA_FILTER_DEBOUNCE_MS * 2);
    expect(withSearch()).toHaveLength(0);
    answerPage2();
    await elapse(QNA_FILTER_DEBOUNCE_MS);
    expect(withSearch()).toHaveLength(1);
    expect(most).toBe(1);
  });

  it('creates a question and shows Failed to create item, or the server detail, when it fails', async () => {
    let fail: Reply | null = null;
    const calls = mockApi(
      on(createQnaRoute, () => fail ?? { data: qnaItem({ request: 'New one?' }) }),
      on(listQnaRoute, () => qnaPage([])),
    );
    renderWithRouter(<CommunicationList fidId={FID_ID} opportunityId={OPPORTUNITY_ID} canAsk />);
    await screen.findByText('No questions yet');
    const user = userEvent.setup();
    const box = screen.getByPlaceholderText('Enter your comment or question...');
    await user.type(box, 'New one?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        opportunity_id: OPPORTUNITY_ID,
        request: 'New one?',
      }),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    await waitFor(() => expect(gets(calls).length).toBeGreaterThan(1));

    fail = apiError(500);
    await user.type(box, 'Again?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(snackbar.error).toHaveBeenCalledWith('Failed to create item'));
    expect(box).toHaveValue('Again?');
    fail = apiError(404, 'Not found.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(snackbar.error).toHaveBeenLastCalledWith('Not found.'));
  });

  it('edits an item; a failure shows Failed to update item', async () => {
    const item = qnaItem({ request: 'Old text?' });
    let failing = true;
    const calls = mockApi(
      on(updateQnaRoute, () => (failing ? apiError(502) : { data: { ...item, request: 'New text?' } })),
      on(listQnaRoute, () => qnaPage([item])),
    );
    renderWithRouter(<CommunicationList fidId={FID_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    const box = screen.getByRole('textbox', { name: 'Edit your question' });
    await user.clear(box);
    await user.type(box, 'New text?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(snackbar.error).toHaveBeenCalledWith('Failed to update item'));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Edit your question' })).not.toBeInTheDocument());
    const patch = calls.filter((c) => c.method === 'PATCH').at(-1) as RecordedCall;
    expect(patch.body).toEqual({ request: 'New text?' });
    expect(search(patch).get('source')).toBe('opportunity');
  });

  it('removes only after the confirm dialog, then shows the spec success text', async () => {
    const item = qnaItem({ request: 'Remove me?' });
    let failing = true;
    const calls = mockApi(
      on(deleteQnaRoute, () => (failing ? apiError(500) : { detail: 'Successfully deleted the communication item' })),
      on(listQnaRoute, () => qnaPage([item])),
    );
    renderWithRouter(<CommunicationList fidId={FID_ID} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove question' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove question' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove question' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove question' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(snackbar.error).toHaveBeenCalledWith('Failed to remove item'));
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Remove question' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove question' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(snackbar.success).toHaveBeenCalledWith('Successfully deleted the communication item'));
  });

  it('shows Failed to load data when the list cannot be read', async () => {
    mockApi(on(listQnaRoute, () => apiError(500)));
    renderWithRouter(<CommunicationList fidId={FID_ID} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
