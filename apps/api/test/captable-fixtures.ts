import type { CAPTABLE_ROLES } from '@dl/domain';
import { capTableIdFor } from '#api/plugins/guards/captable.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createFiduciary, createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/**
 * Set-up of the cap-table tests (issue 17, ADR 0032): a tenant with a company, one logged-in member
 * per cap-table role of that company, a second company of the same tenant and a company of another
 * tenant (each with its own cap-table admin).
 */

export const CAPTABLE_ROLE_KEYS = [
  'tapp_admin',
  'captable_super_admin',
  'captable_admin',
  'captable_editor',
  'captable_viewer',
  'holder',
] as const satisfies readonly (typeof CAPTABLE_ROLES)[keyof typeof CAPTABLE_ROLES][];
export type CapTableRole = (typeof CAPTABLE_ROLE_KEYS)[number];

export interface CapMember extends Caller {
  userId: string;
  role: CapTableRole;
}

/** A user holding `role` in the cap table of company `issuerId`, logged in. */
export async function capTableMember(
  t: TestApp,
  fid: string,
  issuerId: string,
  role: CapTableRole,
): Promise<CapMember> {
  const user = await createUser(t.db, { memberships: [] });
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: fid, user_id: user.id, role, issuer_id: issuerId })
    .execute();
  const caller = await loginAs(t, (await emailOf(t, user.id)) as string);
  return { ...caller, fid, userId: user.id, role };
}

async function emailOf(t: TestApp, userId: string) {
  const row = await t.db.selectFrom('app_user').select('email').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.email;
}

/** A company of the tenant (no opportunities). */
export async function capCompany(t: TestApp, fid: string, name: string): Promise<string> {
  const row = await t.db
    .insertInto('issuer')
    .values({ fiduciary_id: fid, name, market: 'Technology', stage: 'Seed', details: '{}' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface CapWorld {
  fid: string;
  issuerId: string;
  capTableId: string;
  /** One member per cap-table role of the company. */
  members: Record<CapTableRole, CapMember>;
  /** Another company of the same tenant, with its own cap-table admin (not a member of the first). */
  sibling: { issuerId: string; admin: CapMember };
  /** A company of another tenant, with its cap-table admin. */
  elsewhere: { fid: string; issuerId: string; admin: CapMember };
  /** `/api/v1/fid/:fid/captable/companies/:issuerId` + `path`. */
  url(path?: string, issuerId?: string): string;
}

export async function capWorld(t: TestApp, companyName = 'Acme Robotics Inc.'): Promise<CapWorld> {
  const fid = (await createFiduciary(t.db)).id;
  const issuerId = await capCompany(t, fid, companyName);
  const members = {} as Record<CapTableRole, CapMember>;
  for (const role of CAPTABLE_ROLE_KEYS) members[role] = await capTableMember(t, fid, issuerId, role);
  const siblingId = await capCompany(t, fid, 'Sibling Labs Inc.');
  const sibling = { issuerId: siblingId, admin: await capTableMember(t, fid, siblingId, 'captable_admin') };
  const otherFid = (await createFiduciary(t.db)).id;
  const otherIssuer = await capCompany(t, otherFid, 'Elsewhere Corp.');
  const elsewhere = {
    fid: otherFid,
    issuerId: otherIssuer,
    admin: await capTableMember(t, otherFid, otherIssuer, 'captable_admin'),
  };
  const capTableId = await capTableIdFor(t.db, fid, issuerId);
  return {
    fid,
    issuerId,
    capTableId,
    members,
    sibling,
    elsewhere,
    url: (path = '', id = issuerId) => `/api/v1/fid/${fid}/captable/companies/${id}${path}`,
  };
}

/** A stakeholder row written directly (for tests that need holders without the API). */
export async function insertStakeholder(t: TestApp, capTableId: string, id: string, name: string): Promise<void> {
  await t.db
    .insertInto('cap_stakeholder')
    .values({ cap_table_id: capTableId, id, name, stakeholder_type: 'INDIVIDUAL', email: null, relationship: null })
    .execute();
}
