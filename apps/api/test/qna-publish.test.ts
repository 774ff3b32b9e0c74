import { listResponseSchema, qnaItemSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addInvestor, type Headers, type IssuerWorld, issuerWorld } from './issuer-interest-fixtures.ts';

/**
 * The issuer publishes a question and its answer to every investor of the opportunity, the asker's
 * name removed; the other investors hear of it live (issue 16 point 6).
 */
let w: IssuerWorld;
let peer: Awaited<ReturnType<typeof addInvestor>>;
let closed: Awaited<ReturnType<typeof addInvestor>>;
let questionId: string;

const listSchema = listResponseSchema(qnaItemSchema);
const call = (who: Headers, method: 'GET' | 'POST' | 'PATCH', path: string, payload?: object, fid = w.fid) =>
  w.t.app.inject({ method, url: `/api/v1/fid/${fid}/${path}`, headers: who, ...(payload ? { payload } : {}) });
const publish = (who: Headers, published = true, id = questionId, fid = w.fid) =>
  call(who, 'POST', `issuers/QnA/${id}/publish`, { published }, fid);
async function list(who: Headers, query = '') {
  const res = await call(who, 'GET', `QnA${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return listSchema.parse(res.json());
}

beforeAll(async () => {
  w = await issuerWorld();
  peer = await addInvestor(w, 'Peer Partners');
  closed = await addInvestor(w, 'Closed Partners');
  await w.t.db
    .insertInto('opportunity_access')
    .values({ opportunity_id: w.opp, entity_id: closed.entityId, fiduciary_id: w.fid, status: 'CLOSED' })
    .execute();
  const asked = await call(w.as.investor, 'POST', 'QnA', { opportunity_id: w.opp, request: 'What is the lock-up?' });
  expect(asked.statusCode, asked.body).toBe(201);
  questionId = qnaItemSchema.parse(asked.json().data).id;
}, 120_000);
afterAll(() => w.t.close());

describe('POST issuers/QnA/{id}/publish', { timeout: 60_000 }, () => {
  it('refuses an unanswered question (409) in words', async () => {
    const res = await publish(w.as.editor);
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toBe('Answer the question before publishing it.');
  });

  it('refuses the issuer viewer, investors and fiduciary staff (403); another company or tenant (404)', async () => {
    const answered = await call(w.as.admin, 'PATCH', `QnA/${questionId}?source=opportunity`, {
      response: 'Twelve months from the closing.',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await publish(w.as.viewer)).statusCode).toBe(403);
    expect((await publish(w.as.investor)).statusCode).toBe(403);
    expect((await publish(w.as.fidAdmin)).statusCode).toBe(403);
    expect((await publish(w.as.otherIssuer)).statusCode).toBe(404);
    expect((await publish(w.foreign.headers, true, questionId, w.foreign.fid)).statusCode).toBe(404);
    expect((await publish(w.as.admin, true, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await list(peer.headers)).count).toBe(0);
  });

  it('publishes: another investor with access sees it without the asker, live; an investor without access does not', async () => {
    const res = await publish(w.as.signatory);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: questionId, published: true });

    const seen = await list(peer.headers);
    expect(seen.count).toBe(1);
    expect(seen.results[0]).toMatchObject({
      id: questionId,
      request: 'What is the lock-up?',
      response: 'Twelve months from the closing.',
      requestor_name: 'An investor',
      can_edit: false,
      published: true,
    });
    // The asker's name finds nothing for others; the asker still reads their own name.
    expect((await list(peer.headers, '?search=Lovelace')).count).toBe(0);
    expect((await list(closed.headers)).count).toBe(0);
    const own = await list(w.as.investor);
    expect(own.results.find((r) => r.id === questionId)).toMatchObject({
      requestor_name: 'Ada Lovelace',
      published: true,
    });
    const issuerSide = await list(w.as.viewer);
    expect(issuerSide.results[0]).toMatchObject({ requestor_name: 'Ada Lovelace', published: true });

    const told = await w.t.db
      .selectFrom('notification')
      .select(['user_id', 'event'])
      .where('event', '=', 'QUESTION_ANSWERED')
      .where('user_id', 'in', [peer.userId, closed.userId])
      .execute();
    expect(told).toEqual([{ user_id: peer.userId, event: 'QUESTION_ANSWERED' }]);
    const audit = await w.t.db.selectFrom('audit_event').select('kind').where('subject', '=', questionId).execute();
    expect(audit.map((a) => a.kind)).toContain('qna_published');

    // Publishing again changes nothing and tells no one twice.
    expect((await publish(w.as.editor)).json()).toEqual({ id: questionId, published: true });
    const again = await w.t.db
      .selectFrom('notification')
      .select('id')
      .where('user_id', '=', peer.userId)
      .where('event', '=', 'QUESTION_ANSWERED')
      .execute();
    expect(again).toHaveLength(1);
  });

  it('withdraws: the other investors no longer see it', async () => {
    const res = await publish(w.as.approver, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: questionId, published: false });
    expect((await list(peer.headers)).count).toBe(0);
    expect((await list(w.as.investor)).results.find((r) => r.id === questionId)?.published).toBe(false);
  });
});
