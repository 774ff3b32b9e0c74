import { formResponseRecordSchema, formTemplateSchema } from '@dl/contracts';
import { z } from 'zod';
import { expect } from 'vitest';
import { createUser } from './factories.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import type { TestApp } from './helpers.ts';

/** Calls of the forms tests, on the caller's own fiduciary unless told otherwise. */
export function formCalls(t: TestApp) {
  const url = (who: Caller, path: string, fid = who.fid) => `/api/v1/fid/${fid}/${path}`;
  const call = (method: 'GET' | 'PUT' | 'POST', who: Caller, path: string, payload?: object, fid?: string) =>
    t.app.inject({ method, url: url(who, path, fid), headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    get: (who: Caller, path: string, fid?: string) => call('GET', who, path, undefined, fid),
    put: (who: Caller, path: string, payload: object, fid?: string) => call('PUT', who, path, payload, fid),
    post: (who: Caller, path: string, payload: object, fid?: string) => call('POST', who, path, payload, fid),
    async template(who: Caller, formId: string) {
      const res = await call('GET', who, `forms/${encodeURIComponent(formId)}/template`);
      expect(res.statusCode, res.body).toBe(200);
      return z.object({ data: formTemplateSchema }).parse(res.json()).data;
    },
    async response(who: Caller, formId: string, entityId?: string) {
      const q = entityId ? `?entity_id=${entityId}` : '';
      const res = await call('GET', who, `forms/${encodeURIComponent(formId)}/response${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return z.object({ data: formResponseRecordSchema.nullable() }).parse(res.json()).data;
    },
  };
}

/** A new user acting for `entityId` of `fid` with `role` (an investor fiduciary role). */
export async function memberOf(t: TestApp, fid: string, entityId: string, role: string): Promise<Caller> {
  const user = await createUser(t.db, { password: 'Member!2345', memberships: [] });
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: fid, user_id: user.id, role, entity_id: entityId })
    .execute();
  return loginAs(t, user.email, 'Member!2345');
}
