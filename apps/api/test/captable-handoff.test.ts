import { captableSsoTokenSchema, SSO_TOKEN_INVALID } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashOpaqueToken } from '#api/platform/tokens/tokens.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { bearer, type TestApp } from './helpers.ts';

let t: TestApp, investor: Caller, investorAdmin: Caller, viewer: Caller;

beforeAll(async () => {
  ({ t, investor, investorAdmin, viewer } = await demoApp('investor', 'investorAdmin', 'viewer'));
});
afterAll(() => t.close());

const issue = (who: Caller) =>
  t.app.inject({ method: 'POST', url: `/api/v1/fid/${who.fid}/investor/captable/sso-token`, headers: who.headers });
const exchange = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/acap/sso/exchange', payload: { token } });
const claimsOf = (access: string) =>
  JSON.parse(Buffer.from(access.split('.')[1] as string, 'base64url').toString()) as Record<string, unknown>;

describe('POST investor/captable/sso-token and acap/sso/exchange', () => {
  it('issues a 60-second token, stored only as a hash, exchanged once for a holder session', async () => {
    const before = Date.now();
    const res = await issue(investor);
    expect(res.statusCode, res.body).toBe(200);
    const { data } = captableSsoTokenSchema.parse(res.json());
    expect(data.url).toBe(`/acap/sso?token=${encodeURIComponent(data.token)}`);
    // 60 s from the moment the API issued it, which lies between the request and its answer.
    const expires = new Date(data.expires_on).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 60_000);
    const stored = await t.db.selectFrom('captable_sso_token').selectAll().executeTakeFirstOrThrow();
    expect(stored.token_hash.equals(hashOpaqueToken(data.token))).toBe(true);
    expect(JSON.stringify(stored)).not.toContain(data.token);

    const first = await exchange(data.token);
    expect(first.statusCode, first.body).toBe(200);
    const session = first.json() as { access: string; refresh: string; current_role: string };
    expect(session.current_role).toBe('holder');
    expect(claimsOf(session.access)).toMatchObject({
      sub: expect.any(String),
      current_fiduciary_id: investor.fid,
      current_entity_id: investor.entityId,
      current_role: 'holder',
    });
    // Limited to the holder role: the investor calls refuse it.
    const asHolder = await t.app.inject({
      url: `/api/v1/fid/${investor.fid}/portfolio`,
      headers: bearer(session.access),
    });
    expect(asHolder.statusCode).toBe(403);

    const second = await exchange(data.token);
    expect(second.statusCode).toBe(401);
    expect(second.json().detail).toBe(SSO_TOKEN_INVALID);
  });

  it('refuses an expired or unknown token (401) and a caller without an investor role (403)', async () => {
    const { data } = captableSsoTokenSchema.parse((await issue(investor)).json());
    await t.db
      .updateTable('captable_sso_token')
      .set({ expires_on: new Date(Date.now() - 1000) })
      .where('token_hash', '=', hashOpaqueToken(data.token))
      .execute();
    expect((await exchange(data.token)).statusCode).toBe(401);
    expect((await exchange('not-a-token')).statusCode).toBe(401);
    expect((await exchange('')).statusCode).toBe(400);
    expect((await issue(await loginAs(t, 'fid-admin@demo.test'))).statusCode).toBe(403);
    const kinds = await t.db
      .selectFrom('audit_event')
      .select('kind')
      .where('kind', 'like', 'captable_sso_%')
      .orderBy('id')
      .execute();
    expect(kinds.map((k) => k.kind)).toEqual([
      'captable_sso_token_issued',
      'captable_sso_token_exchanged',
      'captable_sso_token_issued',
    ]);
  });

  it('lets only one of two racing exchanges win', async () => {
    const { data } = captableSsoTokenSchema.parse((await issue(investor)).json());
    const results = await Promise.all([exchange(data.token), exchange(data.token), exchange(data.token)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses a viewer of the entity (403), issues nothing for it, and lets the investor admin in', async () => {
    const count = async () => (await t.db.selectFrom('captable_sso_token').select('id').execute()).length;
    const before = await count();
    const asViewer = await issue(viewer);
    expect(asViewer.statusCode, asViewer.body).toBe(403);
    expect(asViewer.json().detail).toBe('You do not have permission to perform this action.');
    expect(await count()).toBe(before);
    expect((await issue(investorAdmin)).statusCode).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
