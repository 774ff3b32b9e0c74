import type { DocClass } from '#api/db/schema.ts';
import {
  createDocument,
  createOpportunity,
  createSigningWorld,
  NDA_FIELDS,
  PASSWORD,
  type SigningWorld,
} from '#api/modules/ceremony/testing/fixtures.ts';
import { buildTestApp, login, type TestApp } from './helpers.ts';

/** The app on a signing world, its fiduciary's id, and an access token for each of the world's users. */
export interface SigningApp {
  t: TestApp;
  w: SigningWorld;
  fid: string;
  tokens: Record<keyof SigningWorld['users'], string>;
}

/**
 * A fresh app with `createSigningWorld`'s fiduciary, issuer, entity and users, each user logged in, for a
 * test file's `beforeAll`: `({ t, w, fid, tokens } = await signingApp())`. The file closes `t` in `afterAll`.
 */
export async function signingApp(env: Record<string, string> = {}): Promise<SigningApp> {
  const t = await buildTestApp(env);
  const w = await createSigningWorld(t.db, t.config);
  const tokens: Partial<SigningApp['tokens']> = {};
  for (const [who, u] of Object.entries(w.users)) {
    tokens[who as keyof SigningWorld['users']] = (await login(t, u.email, PASSWORD)).access;
  }
  return { t, w, fid: w.fiduciaryId, tokens: tokens as SigningApp['tokens'] };
}

/**
 * `signingApp` plus an opportunity of the world's issuer whose document of `docClass` waits for signature.
 * The document, NDA or deal, carries the NDA sample's form: a digitized agreement with its four fields.
 */
export async function signingAppWithDocument(docClass: DocClass, pdf: Buffer): Promise<SigningApp & { opp: string }> {
  const app = await signingApp();
  const opp = await createOpportunity(app.t.db, app.w);
  await createDocument(app.t.db, app.w, { opportunityId: opp, docClass, pdf, fields: NDA_FIELDS });
  return { ...app, opp };
}
