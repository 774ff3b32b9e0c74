import { randomUUID } from 'node:crypto';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Shared set-up of the fund-admin capital-call and wire-instruction tests. */

const ROLE_KEYS = {
  FS: FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN,
  FA: FIDUCIARY_ROLES.FIDUCIARY_ADMIN,
  KYC: FIDUCIARY_ROLES.KYC_APPROVER,
  OA: FIDUCIARY_ROLES.OPPORTUNITY_APPROVER,
  DE: FIDUCIARY_ROLES.DEAL_EXECUTOR,
  BD: FIDUCIARY_ROLES.BD_TRADER,
  SIG: FIDUCIARY_ROLES.FIDUCIARY_AUTHORIZED_SIGNATORY,
  ED: FIDUCIARY_ROLES.FIDUCIARY_EDITOR,
  AV: FIDUCIARY_ROLES.FIDUCIARY_ADMIN_VIEWER,
} as const;
export type RoleKey = keyof typeof ROLE_KEYS;

/** One new staff member per fiduciary role of the fiduciary, logged in. */
export async function staffByRole(t: TestApp, fid: string): Promise<Record<RoleKey, Caller>> {
  const callers = {} as Record<RoleKey, Caller>;
  for (const [key, role] of Object.entries(ROLE_KEYS) as [RoleKey, string][]) {
    const user = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role }] });
    callers[key] = await loginAs(t, user.email);
  }
  return callers;
}

/**
 * A FUND opportunity of the fiduciary with executed commitments: the demo investor's entity and two
 * more, by amount. Answers the opportunity's and the investments' ids.
 */
export async function fundWithCommitments(t: TestApp, fid: string, entityId: string, amounts: string[]) {
  const issuer = await t.db.selectFrom('issuer').select('id').where('fiduciary_id', '=', fid).executeTakeFirstOrThrow();
  const user = await t.db
    .selectFrom('membership')
    .select('user_id')
    .where('fiduciary_id', '=', fid)
    .where('entity_id', '=', entityId)
    .executeTakeFirstOrThrow();
  const opportunity = await t.db
    .insertInto('opportunity')
    .values({
      fiduciary_id: fid,
      issuer_id: issuer.id,
      name: `Call Fund ${randomUUID().slice(0, 6)}`,
      opportunity_type: 'PRIMARY',
      type: 'FUND',
      status: 'Published',
      size: '10000000',
      minimum: '10000',
      details: '{}',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (amounts.length === 0) return { opportunityId: opportunity.id, investments: [] };
  const entities = [entityId];
  for (const name of ['Bay Capital LP', 'Cedar Family Trust', 'Dune Partners', 'Elm Holdings'].slice(
    0,
    amounts.length - 1,
  )) {
    const row = await t.db
      .insertInto('investing_entity')
      .values({ fiduciary_id: fid, name, type: 'ENTITY', trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    entities.push(row.id);
  }
  const investments = await t.db
    .insertInto('investment')
    .values(
      amounts.map((amount, i) => ({
        fiduciary_id: fid,
        opportunity_id: opportunity.id,
        entity_id: entities[i] as string,
        user_id: user.user_id,
        status: 'DEAL_EXECUTED' as const,
        amount,
        executed_on: new Date(),
      })),
    )
    .returning(['id', 'entity_id'])
    .execute();
  return { opportunityId: opportunity.id, investments };
}

/** A date `days` from today, YYYY-MM-DD. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
