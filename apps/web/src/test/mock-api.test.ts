// @vitest-environment node
import {
  getInvestmentForOpportunityRoute,
  getInvestmentRoute,
  getProfileRoute,
  listSessionsRoute,
  revokeSessionRoute,
} from '@dl/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client.ts';
import { FID_ID, profile } from './factories.ts';
import { apiError, malformed, mockApi, on } from './mock-api.ts';

const SESSION_ID = '11111111-2222-4333-8444-555555555555';
const sessions = `/api/v1/fid/${FID_ID}/sessions`;

describe('mockApi', () => {
  it('answers by method and path pattern, with typed params, query and body, and records the calls', async () => {
    const seen: string[] = [];
    const calls = mockApi(
      on(listSessionsRoute, ({ params, query }) => {
        seen.push(`list ${params.fidId} ${query.current ?? '-'}`);
        return { count: 0, results: [] };
      }),
      on(revokeSessionRoute, ({ params }) => {
        seen.push(`revoke ${params.sessionId}`);
        return null;
      }),
    );
    const current = 'a'.repeat(64);
    await expect(
      apiRequest(listSessionsRoute, { params: { fidId: FID_ID }, query: { current }, auth: 'public' }),
    ).resolves.toEqual({ count: 0, results: [] });
    const revoked = await fetch(`${sessions}/${SESSION_ID}`, { method: 'DELETE' });
    expect(revoked.status).toBe(204);
    expect(seen).toEqual([`list ${FID_ID} ${current}`, `revoke ${SESSION_ID}`]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `GET ${sessions}?current=${current}`,
      `DELETE ${sessions}/${SESSION_ID}`,
    ]);
  });

  it('prefers a literal path to a pattern, whatever the order of the mocks', async () => {
    mockApi(
      on(getInvestmentRoute, () => apiError(404, 'By id.', 'NOT_FOUND')),
      on(getInvestmentForOpportunityRoute, (req) => req.reply(404, { detail: 'By opportunity.', code: 'NOT_FOUND' })),
    );
    const detail = async (path: string) =>
      ((await (await fetch(`/api/v1/fid/${FID_ID}${path}`)).json()) as { detail: string }).detail;
    await expect(detail(`/investments/opportunity?opportunity_id=${SESSION_ID}`)).resolves.toBe('By opportunity.');
    await expect(detail(`/investments/${SESSION_ID}`)).resolves.toBe('By id.');
  });

  it('answers errors, other statuses and, as an escape hatch, what the contract forbids', async () => {
    mockApi(
      on(getProfileRoute, (req) =>
        req.authorization ? profile() : apiError(401, 'Not signed in.', 'NOT_AUTHENTICATED'),
      ),
      on(revokeSessionRoute, (req) => req.reply(404, { detail: 'Not found.', code: 'NOT_FOUND' })),
    );
    const denied = await fetch(`/api/v1/fid/${FID_ID}/profile`);
    expect(denied.status).toBe(401);
    expect(await denied.json()).toEqual({ detail: 'Not signed in.', code: 'NOT_AUTHENTICATED' });
    const missing = await fetch(`${sessions}/${SESSION_ID}`, { method: 'DELETE' });
    expect(missing.status).toBe(404);
    mockApi(on(getProfileRoute, () => malformed({ first_name: 1 })));
    await expect((await fetch(`/api/v1/fid/${FID_ID}/profile`)).json()).resolves.toEqual({ first_name: 1 });
  });

  let unmatched: unknown = null;
  // A request no mock answers rejects, and fails its test even when the app swallows the rejection.
  it.fails('fails the test on a request no mock matches', async () => {
    mockApi(on(listSessionsRoute, () => ({ count: 0, results: [] })));
    unmatched = await fetch(`${sessions}/${SESSION_ID}`, { method: 'DELETE' }).catch((error: Error) => error.message);
    await fetch(`/api/v1/fid/${FID_ID}/profile`, { method: 'POST' }).catch(() => undefined);
  });

  it.fails('fails the test when a handler reads a part of the request that breaks the contract', async () => {
    mockApi(on(revokeSessionRoute, ({ params }) => (params.sessionId ? null : null)));
    await fetch(`${sessions}/not-a-uuid`, { method: 'DELETE' }).catch(() => undefined);
  });

  afterAll(() => {
    expect(unmatched).toBe(`No API mock for DELETE ${sessions}/${SESSION_ID}`);
  });
});
