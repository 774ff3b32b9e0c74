import { FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import type { z } from 'zod';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, type OtherTenant, otherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** A new member of `fid` holding one fiduciary staff role. */
export async function staffMember(t: TestApp, fid: string, role: string): Promise<Caller> {
  const user = await createUser(t.db, { password: 'Member!2345', memberships: [{ fiduciary_id: fid, role }] });
  return loginAs(t, user.email, 'Member!2345');
}

export const { FIDUCIARY_EDITOR, FIDUCIARY_ADMIN_VIEWER, KYC_APPROVER } = FIDUCIARY_ROLES;

export function callsOf(t: TestApp) {
  const url = (who: Caller, path: string, fid = who.fid) => `/api/v1/fid/${fid}/${path}`;
  return {
    get: (who: Caller, path: string, fid = who.fid) => t.app.inject({ url: url(who, path, fid), headers: who.headers }),
    post: (who: Caller, path: string, payload?: object, fid = who.fid) =>
      t.app.inject({ method: 'POST', url: url(who, path, fid), headers: who.headers, ...(payload ? { payload } : {}) }),
    patch: (who: Caller, path: string, payload: object, fid = who.fid) =>
      t.app.inject({ method: 'PATCH', url: url(who, path, fid), headers: who.headers, payload }),
    put: (who: Caller, path: string, payload: object, fid = who.fid) =>
      t.app.inject({ method: 'PUT', url: url(who, path, fid), headers: who.headers, payload }),
    delete: (who: Caller, path: string, fid = who.fid) =>
      t.app.inject({ method: 'DELETE', url: url(who, path, fid), headers: who.headers }),
  };
}

/** The demo tenant's readers and publishers of events and resources, and a second tenant. */
export interface PublishingSuite {
  t: TestApp;
  calls: ReturnType<typeof callsOf>;
  investor: Caller;
  viewer: Caller;
  fidAdmin: Caller;
  editor: Caller;
  adminViewer: Caller;
  other: OtherTenant;
}

/**
 * Registers the file's set-up and clean-up: the demo app (`demoApp`), its staff callers and a second tenant.
 * The answer is filled in by `beforeAll`, so read it only inside hooks and tests.
 */
export function publishingSuite(): PublishingSuite {
  const suite = {} as PublishingSuite;
  beforeAll(async () => {
    const demo = await demoApp('investor', 'viewer', 'fidAdmin');
    const { t, investor } = demo;
    Object.assign(suite, {
      ...demo,
      calls: callsOf(t),
      editor: await staffMember(t, investor.fid, FIDUCIARY_EDITOR),
      adminViewer: await staffMember(t, investor.fid, FIDUCIARY_ADMIN_VIEWER),
      other: await otherTenant(t),
    });
  });
  afterAll(() => suite.t?.close());
  return suite;
}

/** `POST <path>` as `who`, expecting 201, answering the created item parsed by `schema`. */
export function publisher<S extends z.ZodType>(suite: PublishingSuite, path: string, schema: S) {
  return async (who: Caller, body: object): Promise<z.output<S>> => {
    const res = await suite.calls.post(who, path, body);
    expect(res.statusCode, res.body).toBe(201);
    return schema.parse(res.json<{ data: unknown }>().data);
  };
}

/** Only content editors publish: investors, viewers and read-only staff get 403, another tenant 404. */
export async function expectEditorsOnly(suite: PublishingSuite, path: string, body: object) {
  const { calls, investor, viewer, adminViewer, other } = suite;
  for (const who of [investor, viewer, adminViewer]) {
    expect((await calls.post(who, path, body)).statusCode).toBe(403);
  }
  expect((await calls.post(other.caller, path, body, investor.fid)).statusCode).toBe(404);
}

/**
 * Editing and removing a published item (`PUT`/`DELETE <path>/{id}`): editors only (403 for
 * investors, viewers and read-only staff), another tenant's caller 404, an unknown id 404; each
 * change audited.
 */
export async function expectEditable(
  suite: PublishingSuite,
  path: string,
  item: { id: string },
  change: { body: object; expect: Record<string, unknown> },
) {
  const { calls, investor, viewer, adminViewer, other, editor, fidAdmin, t } = suite;
  for (const who of [investor, viewer, adminViewer]) {
    expect((await calls.put(who, `${path}/${item.id}`, change.body)).statusCode).toBe(403);
    expect((await calls.delete(who, `${path}/${item.id}`)).statusCode).toBe(403);
  }
  expect((await calls.put(other.caller, `${path}/${item.id}`, change.body, investor.fid)).statusCode).toBe(404);
  const unknown = '00000000-0000-4000-8000-000000000000';
  expect((await calls.put(fidAdmin, `${path}/${unknown}`, change.body)).statusCode).toBe(404);
  const updated = await calls.put(editor, `${path}/${item.id}`, change.body);
  expect(updated.statusCode, updated.body).toBe(200);
  expect(updated.json().data).toMatchObject(change.expect);
  const removed = await calls.delete(fidAdmin, `${path}/${item.id}`);
  expect(removed.statusCode).toBe(204);
  expect((await calls.delete(fidAdmin, `${path}/${item.id}`)).statusCode).toBe(404);
  const kinds = await t.db
    .selectFrom('audit_event')
    .select('kind')
    .where('subject', '=', item.id)
    .orderBy('id')
    .execute();
  return kinds.map((k) => k.kind);
}
