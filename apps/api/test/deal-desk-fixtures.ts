import { FIDUCIARY_ROLES } from '@dl/domain';
import { DEMO_DEAL_DESK_ENTITY } from '#api/seed/demo-deal-desk.ts';
import { demoApp } from './demo-callers.ts';
import { type Caller, loginAs, otherTenant, type OtherTenant } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** ADR 0026's abbreviations for the nine fiduciary roles. */
export const ROLES = ['FS', 'FA', 'KYC', 'OA', 'DE', 'BD', 'SIG', 'ED', 'AV'] as const;
export type RoleKey = (typeof ROLES)[number];

export interface DealDesk {
  t: TestApp;
  fid: string;
  investor: Caller;
  staff: Record<RoleKey, Caller>;
  other: OtherTenant;
  /** An investment of the other tenant. */
  otherInvestmentId: string;
}

async function staffOf(t: TestApp, fid: string, role: string): Promise<Caller> {
  const user = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role }] });
  return loginAs(t, user.email);
}

/** The demo app with a caller per fiduciary role (the demo users, plus a superadmin and a trader). */
export async function dealDesk(): Promise<DealDesk> {
  const demo = await demoApp(
    'investor',
    'fidAdmin',
    'kycApprover',
    'opportunityApprover',
    'dealExecutor',
    'signatory',
    'fidEditor',
    'fidViewer',
  );
  const { t, fid } = demo;
  const staff: Record<RoleKey, Caller> = {
    FS: await staffOf(t, fid, FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN),
    FA: demo.fidAdmin,
    KYC: demo.kycApprover,
    OA: demo.opportunityApprover,
    DE: demo.dealExecutor,
    BD: await staffOf(t, fid, FIDUCIARY_ROLES.BD_TRADER),
    SIG: demo.signatory,
    ED: demo.fidEditor,
    AV: demo.fidViewer,
  };
  const other = await otherTenant(t);
  const member = await t.db
    .selectFrom('membership')
    .select(['user_id', 'entity_id'])
    .where('fiduciary_id', '=', other.fid)
    .executeTakeFirstOrThrow();
  const otherInvestment = await t.db
    .insertInto('investment')
    .values({
      fiduciary_id: other.fid,
      opportunity_id: other.opportunityId,
      entity_id: member.entity_id as string,
      user_id: member.user_id,
      status: 'DEAL_PENDING_REVIEW',
      amount: '10000.00',
      pre_form_response: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { t, fid, investor: demo.investor, staff, other, otherInvestmentId: otherInvestment.id };
}

/** The deal desk demo deal of an opportunity (Linden Park Capital LP's). */
export async function deskDeal(t: TestApp, opportunityName: string): Promise<string> {
  const row = await t.db
    .selectFrom('investment as i')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .select('i.id')
    .where('o.name', '=', opportunityName)
    .where('e.name', '=', DEMO_DEAL_DESK_ENTITY.name)
    .executeTakeFirstOrThrow();
  return row.id;
}

export const PENDING = 'Lumen Ledger SAFE Round';
export const APPROVED = 'Lumen Ledger Pre-Seed';
export const COUNTERSIGNED = 'Cobalt Health Series B';

export const fidAdminUrl = (fid: string, path: string) => `/api/v1/fid/${fid}/fid-admin/${path}`;

export function call(t: TestApp, who: Caller, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
}
