import { fidAdminAnswerQnaRoute, fidAdminListQnaRoute, listQnaRoute, type QnaItem } from '@dl/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '#web/lib/session-store.ts';
import { FID_ID, type RecordedCall, session } from '#web/test/factories.ts';
import { apiError, mockApi, on } from '#web/test/mock-api.ts';
import { renderRoutes } from '#web/test/render.tsx';
import { qnaItem, qnaPage } from '../test-data.ts';
import { CommunicationPopup } from './communication-popup.tsx';

const urlOf = (call: RecordedCall) => new URL(call.url, 'http://app.test');
/** Both lists (the investor's and the fund admin's) answer alike. */
const lists = (answer: (hasResponse: boolean | undefined) => QnaItem[], count?: number) => [
  on(listQnaRoute, ({ query }) => qnaPage(answer(query.has_response), count)),
  on(fidAdminListQnaRoute, ({ query }) => qnaPage(answer(query.has_response), count)),
];

function renderPopup(portal: 'digital-locker' | 'fid-admin' | 'issuers') {
  const onClose = vi.fn();
  const view = renderRoutes(
    [
      { path: '/', element: <CommunicationPopup fidId={FID_ID} portal={portal} onClose={onClose} /> },
      { path: '/digital-locker/communicate', element: <p>Communicate page</p> },
      { path: '/fid-admin/communications', element: <p>Fund admin communication page</p> },
    ],
    '/',
  );
  return { ...view, onClose };
}

beforeEach(() => setSession(session()));
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('CommunicationPopup (spec 2)', () => {
  it('investor: answered items, 3 of them, then See All to the answered tab', async () => {
    const calls = mockApi(
      ...lists(
        () => [1, 2, 3].map((n) => qnaItem({ request: `Answered ${n}?`, has_response: true, response: 'Yes.' })),
        5,
      ),
    );
    const { router, onClose } = renderPopup('digital-locker');
    expect(await screen.findByText('Answered 1?')).toBeInTheDocument();
    const query = urlOf(calls[0] as RecordedCall).searchParams;
    expect(urlOf(calls[0] as RecordedCall).pathname).toBe(`/api/v1/fid/${FID_ID}/QnA`);
    expect(Object.fromEntries(query)).toMatchObject({ limit: '3', has_response: 'true', ordering: '-modified_on' });
    await userEvent.setup().click(screen.getByRole('link', { name: 'See All' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/digital-locker/communicate'));
    expect(router.state.location.search).toBe('?tab=1');
    expect(onClose).toHaveBeenCalled();
  });

  it('no See All with 3 items or fewer', async () => {
    mockApi(...lists(() => [qnaItem({ has_response: true, response: 'Yes.' })]));
    renderPopup('digital-locker');
    await screen.findByText('Yes.');
    expect(screen.queryByRole('link', { name: 'See All' })).not.toBeInTheDocument();
  });

  it('fund admin: Investor Communication (no response) and My Communications (answered, tab=1)', async () => {
    const calls = mockApi(
      ...lists((answered = false) => [
        qnaItem({
          request: answered ? 'Answered one?' : 'Open one?',
          has_response: answered,
          response: answered ? 'Done.' : null,
        }),
      ]),
    );
    const { router } = renderPopup('fid-admin');
    expect(await screen.findByText('Open one?')).toBeInTheDocument();
    expect(urlOf(calls[0] as RecordedCall).pathname).toBe(`/api/v1/fid/${FID_ID}/fid-admin/QnA`);
    expect(urlOf(calls[0] as RecordedCall).searchParams.get('has_response')).toBe('false');
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'My Communications' }));
    await user.click(await screen.findByRole('link', { name: /Answered one\?/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?tab=1&id=/));
    expect(router.state.location.pathname).toBe('/fid-admin/communications');
  });

  it('fund admin: answers an open question in place (PATCH fid-admin/QnA)', async () => {
    setSession(session({}, { current_role: 'fiduciary_admin' }));
    const open = qnaItem({ request: 'Open one?' });
    const calls = mockApi(
      on(fidAdminAnswerQnaRoute, () => ({ data: { ...open, has_response: true, response: 'Done.' } })),
      ...lists((answered) => (answered === false ? [open] : [])),
    );
    renderPopup('fid-admin');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    await user.type(screen.getByRole('textbox', { name: 'Answer to Avery Investor' }), 'Done.');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH') as RecordedCall;
    expect(urlOf(patch).pathname).toBe(`/api/v1/fid/${FID_ID}/fid-admin/QnA/${open.id}`);
    expect(urlOf(patch).searchParams.get('source')).toBe('opportunity');
    expect(patch.body).toEqual({ response: 'Done.' });
  });

  it('a fund admin viewer gets no Answer button', async () => {
    setSession(session({}, { current_role: 'fiduciary_admin_viewer' }));
    mockApi(...lists(() => [qnaItem({ request: 'Open one?' })]));
    renderPopup('fid-admin');
    await screen.findByText('Open one?');
    expect(screen.queryByRole('button', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('shows an empty text and the load failure text', async () => {
    mockApi(...lists(() => []));
    const { unmount } = renderPopup('issuers');
    expect(await screen.findByRole('status')).toHaveTextContent('You have no answered communications');
    unmount();
    const forbidden = () => apiError(403);
    mockApi(on(listQnaRoute, forbidden), on(fidAdminListQnaRoute, forbidden));
    renderPopup('digital-locker');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load data');
  });
});
