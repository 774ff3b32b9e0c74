import { randomBytes } from 'node:crypto';
import { FORM_IDS } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#api/app.ts';
import { keyIdOf } from '#api/platform/crypto-box.ts';
import { DEMO_BANK_DETAILS } from '#api/seed/demo-forms.ts';
import { demoAppWith } from './demo-callers.ts';
import type { Caller } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

const KEY_1 = randomBytes(32);
const KEY_2 = randomBytes(32);
const BANK = FORM_IDS.BANK_DETAILS;

let t: TestApp, investor: Caller;

/** Another API on the same database and data directory, with other key settings. */
async function appWith(env: { DATA_ENCRYPTION_KEY: string; DATA_ENCRYPTION_OLD_KEYS?: string; DEMO_DATA: boolean }) {
  const app = await buildApp({
    config: { ...t.config, DATA_ENCRYPTION_OLD_KEYS: undefined, ...env },
    db: t.db,
    jwtSecret: t.jwtSecret,
    storage: t.storage,
  });
  await app.ready();
  return app;
}

async function sealedKeyId(): Promise<string> {
  const row = await t.db
    .selectFrom('form_response')
    .select('secrets')
    .where('entity_id', '=', investor.entityId as string)
    .where('form_id', '=', BANK)
    .executeTakeFirstOrThrow();
  return (row.secrets as Buffer).subarray(4, 12).toString('hex');
}

beforeAll(async () => {
  ({ t, investor } = await demoAppWith({ DATA_ENCRYPTION_KEY: KEY_1.toString('hex') }, 'investor'));
});
afterAll(() => t.close());

const reveal = (app: TestApp['app']) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/fid/${investor.fid}/forms/${BANK}/response/reveal`,
    headers: investor.headers,
    payload: { field: 'account_number' },
  });

describe('data keys over the API', () => {
  it('a configured key seals new values; the demo values (derived key) still open while demo data is on', async () => {
    expect((await reveal(t.app)).json()).toEqual({ data: { value: DEMO_BANK_DETAILS.account_number } });
    expect(await sealedKeyId()).not.toBe(keyIdOf(KEY_1));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/fid/${investor.fid}/forms/${BANK}/response`,
      headers: investor.headers,
      payload: { response: { template_version: 1, values: { ...DEMO_BANK_DETAILS, bank_name: 'Re-sealed' } } },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sealedKeyId()).toBe(keyIdOf(KEY_1));
  });

  it('after a rotation the retired key still opens; without it decryption fails loudly (500)', async () => {
    const rotated = await appWith({
      DATA_ENCRYPTION_KEY: KEY_2.toString('hex'),
      DATA_ENCRYPTION_OLD_KEYS: KEY_1.toString('base64'),
      DEMO_DATA: false,
    });
    expect((await reveal(rotated)).json()).toEqual({ data: { value: DEMO_BANK_DETAILS.account_number } });
    await rotated.close();

    const wrong = await appWith({ DATA_ENCRYPTION_KEY: KEY_2.toString('hex'), DEMO_DATA: false });
    const res = await reveal(wrong);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'Internal Server Error', code: 'INTERNAL' });
    const read = await wrong.inject({
      url: `/api/v1/fid/${investor.fid}/forms/${BANK}/response`,
      headers: investor.headers,
    });
    expect(read.statusCode).toBe(500);
    await wrong.close();
  });
});
