import { FIDUCIARY_ROLES } from '@dl/domain';
import { type Caller, loginAs } from './documents-fixtures.ts';
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
  };
}
