import { fidAdminAnswerQnaRoute, fidAdminListQnaRoute, type QnaItem } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { qnaItem, qnaPage } from '../test-data.ts';
import { AnswerList } from './answer-list.tsx';

describe('AnswerList (fund admin Communication screen)', () => {
  it('answers an open question in place and edits an answer, through PATCH fid-admin/QnA/{id}?source=', async () => {
    const user = userEvent.setup({ delay: null });
    let open: QnaItem = qnaItem({ request: 'What is the lock-up?' });
    const calls = mockApi(
      on(fidAdminListQnaRoute, ({ query }) => qnaPage(query.has_response === open.has_response ? [open] : [])),
      on(fidAdminAnswerQnaRoute, ({ body }) => {
        open = { ...open, has_response: true, response: body.response };
        return { data: open };
      }),
    );
    renderWithRouter(<AnswerList fidId={FID_ID} answered={false} canAnswer />);
    const item = await screen.findByRole('listitem', { name: 'Question from Avery Investor' });
    expect(within(item).getByText('What is the lock-up?')).toBeTruthy();
    await user.click(within(item).getByRole('button', { name: 'Answer' }));
    await user.type(within(item).getByRole('textbox', { name: 'Answer to Avery Investor' }), 'Twelve months.');
    await user.click(within(item).getByRole('button', { name: 'Send answer' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toContain(`/fid/${FID_ID}/fid-admin/QnA/${open.id}?source=opportunity`);
    // Answered, it leaves the list of open questions.
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeTruthy();
  }, 60_000);

  it('offers Edit answer on an answered question, and no button to a role that may not answer', async () => {
    const answered = qnaItem({ has_response: true, response: 'Twelve months.' });
    mockApi(on(fidAdminListQnaRoute, ({ query }) => qnaPage(query.has_response === true ? [answered] : [])));
    const { unmount } = renderWithRouter(<AnswerList fidId={FID_ID} answered canAnswer />);
    expect(await screen.findByRole('button', { name: 'Edit answer' })).toBeTruthy();
    expect(screen.getByText('Twelve months.')).toBeTruthy();
    unmount();
    renderWithRouter(<AnswerList fidId={FID_ID} answered canAnswer={false} />);
    expect(await screen.findByText('Twelve months.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /answer/i })).toBeNull();
  }, 60_000);
});
