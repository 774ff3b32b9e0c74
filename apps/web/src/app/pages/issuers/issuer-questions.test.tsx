import { listQnaRoute, publishQnaRoute, type QnaItem } from '@dl/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_ID, qnaItem, qnaPage } from '#web/features/communications/test-data.ts';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { IssuerQuestions } from './issuer-questions.tsx';

describe('IssuerQuestions (issue 16 point 6)', () => {
  it("publishes an answered question after a confirm that says every investor sees it without the asker's name", async () => {
    let item: QnaItem = qnaItem({ has_response: true, response: 'Twelve months.' });
    const calls = mockApi(
      on(listQnaRoute, ({ query }) => qnaPage(query.has_response === true ? [item] : [])),
      on(publishQnaRoute, ({ body }) => {
        item = { ...item, published: body.published };
        return { id: item.id, published: body.published };
      }),
    );
    renderWithRouter(<IssuerQuestions fidId={FID_ID} canAnswer opportunityId={OPPORTUNITY_ID} />);
    const user = userEvent.setup();
    expect(await screen.findByText('No questions are waiting for an answer.')).toBeInTheDocument();
    expect(calls[0]?.url).toContain(`opportunity_id=${OPPORTUNITY_ID}`);
    await user.click(screen.getByText('Answered'));
    const question = await screen.findByRole('listitem', { name: 'Question from Avery Investor' });
    expect(within(question).getByRole('button', { name: 'Edit answer' })).toBeInTheDocument();
    await user.click(within(question).getByRole('button', { name: 'Publish' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish question' });
    expect(dialog).toHaveTextContent(
      'Every investor of Northwind Series A will see this question and its answer, without the name of the investor who asked it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toContain(`/issuers/QnA/${item.id}/publish`);
    expect(post?.body).toEqual({ published: true });
    const updated = await screen.findByRole('listitem', { name: 'Question from Avery Investor' });
    expect(await within(updated).findByText('Published')).toBeInTheDocument();
    expect(within(updated).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
  });

  it('publishes nothing when the confirm is cancelled, and offers no Publish on an open question', async () => {
    const open = qnaItem({ request: 'What is the lock-up?' });
    const calls = mockApi(on(listQnaRoute, ({ query }) => qnaPage(query.has_response === false ? [open] : [])));
    renderWithRouter(<IssuerQuestions fidId={FID_ID} canAnswer />);
    const question = await screen.findByRole('listitem', { name: 'Question from Avery Investor' });
    expect(within(question).getByRole('button', { name: 'Answer' })).toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(calls.every((c) => c.method === 'GET')).toBe(true);
  });

  it('lets a viewer read questions, answers and the published badge only', async () => {
    const published = qnaItem({ has_response: true, response: 'Twelve months.', published: true });
    mockApi(on(listQnaRoute, ({ query }) => qnaPage(query.has_response === true ? [published] : [])));
    renderWithRouter(<IssuerQuestions fidId={FID_ID} canAnswer={false} />);
    await userEvent.setup().click(await screen.findByText('Answered'));
    expect(await screen.findByText('Twelve months.')).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /answer|publish/i })).toBeNull();
  });
});
