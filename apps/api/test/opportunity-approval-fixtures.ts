import { FIDUCIARY_ROLES, INVESTOR_FIDUCIARY_ROLES } from '@dl/domain';
import { randomUUID } from 'node:crypto';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Set-up of the opportunity-approval tests: one caller per fiduciary role, fresh opportunities to decide. */

const F = FIDUCIARY_ROLES;

/** ADR 0026's columns, by the short names of its table. */
const ROLE_OF = {
  FS: F.FIDUCIARY_SUPERADMIN,
  FA: F.FIDUCIARY_ADMIN,
  KYC: F.KYC_APPROVER,
  OA: F.OPPORTUNITY_APPROVER,
  DE: F.DEAL_EXECUTOR,
  BD: F.BD_TRADER,
  SIG: F.FIDUCIARY_AUTHORIZED_SIGNATORY,
  ED: F.FIDUCIARY_EDITOR,
  AV: F.FIDUCIARY_ADMIN_VIEWER,
  INV: INVESTOR_FIDUCIARY_ROLES.FIDUCIARY_INVESTOR,
} as const;
export type RoleKey = keyof typeof ROLE_OF;

export interface Staff extends Caller {
  userId: string;
}

export async function staffByRole(t: TestApp, fid: string): Promise<Record<RoleKey, Staff>> {
  const callers = {} as Record<RoleKey, Staff>;
  for (const [key, role] of Object.entries(ROLE_OF) as [RoleKey, string][]) {
    const user = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role, entity: key === 'INV' }] });
    callers[key] = { ...(await loginAs(t, user.email)), userId: user.id };
  }
  return callers;
}

/** A new opportunity of the demo tenant waiting for review, made by `editorIds`. */
export async function pendingOpportunity(
  t: TestApp,
  fid: string,
  options: { editorIds?: string[]; status?: 'Pending Review' | 'Ready for Review' } = {},
) {
  const issuer = await t.db
    .selectFrom('issuer')
    .select('id')
    .where('fiduciary_id', '=', fid)
    .orderBy('name')
    .executeTakeFirstOrThrow();
  const status = options.status ?? 'Pending Review';
  const row = await t.db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fid,
      issuer_id: issuer.id,
      name: `Review ${randomUUID().slice(0, 8)}`,
      opportunity_type: 'PRIMARY',
      type: 'GENERAL',
      status,
      approval_status: status === 'Pending Review' ? 'PENDING' : 'NA',
      size: '1000000.00',
      minimum: '10000.00',
      details: '{}',
    })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
  if (options.editorIds?.length) {
    await t.db
      .insertInto('opportunity_editor')
      .values(options.editorIds.map((user_id) => ({ opportunity_id: row.id, user_id, fiduciary_id: fid })))
      .execute();
  }
  return row;
}

export async function auditKinds(t: TestApp, subject: string): Promise<string[]> {
  const rows = await t.db
    .selectFrom('audit_event')
    .select('kind')
    .where('subject', '=', subject)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.kind);
}
