import { randomUUID } from 'node:crypto';
import { FIDUCIARY_ROLES } from '@dl/domain';
import type { Caller } from './documents-fixtures.ts';
import { loginAs } from './documents-fixtures.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './helpers.ts';

/** Shared set-up of the investor directory and KYC review tests: one logged-in caller per fiduciary role. */

export type StaffRole = (typeof FIDUCIARY_ROLES)[keyof typeof FIDUCIARY_ROLES];
export const STAFF_ROLES = Object.values(FIDUCIARY_ROLES) as StaffRole[];

export async function staffCallers(t: TestApp, fid: string): Promise<Record<StaffRole, Caller>> {
  const callers = {} as Record<StaffRole, Caller>;
  for (const role of STAFF_ROLES) {
    const user = await createUser(t.db, { memberships: [{ fiduciary_id: fid, role }] });
    callers[role] = await loginAs(t, user.email);
  }
  return callers;
}

export const url = (fid: string, path: string) => `/api/v1/fid/${fid}/fid-admin/${path}`;

export function multipartCsv(text: string | Buffer, fileName = 'people.csv') {
  const boundary = '----dlimport';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), Buffer.from(text), Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** An entity of the tenant with one investment per status given (each in its own opportunity). */
export async function entityWithInvestments(
  t: TestApp,
  fid: string,
  name: string,
  investments: Array<{ status: string; amount: string }>,
) {
  const entity = await t.db
    .insertInto('investing_entity')
    .values({ fiduciary_id: fid, name, type: 'ENTITY', trellis_uid: `ENT-${randomUUID().slice(0, 13)}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const user = await createUser(t.db, { memberships: [] });
  const opportunities = await t.db
    .selectFrom('opportunity')
    .select('id')
    .where('fiduciary_id', '=', fid)
    .orderBy('name')
    .limit(investments.length)
    .execute();
  for (const [i, inv] of investments.entries()) {
    await t.db
      .insertInto('investment')
      .values({
        fiduciary_id: fid,
        opportunity_id: (opportunities[i] as { id: string }).id,
        entity_id: entity.id,
        user_id: user.id,
        status: inv.status as never,
        amount: inv.amount,
        pre_form_response: '{}',
        data_list: '[]',
      })
      .execute();
  }
  await t.db
    .insertInto('entity_address')
    .values({
      fiduciary_id: fid,
      entity_id: entity.id,
      type: 'OFFICE',
      line1: '1 Main St',
      city: 'Directoryville',
      province: 'ZZ',
      postal: '73301',
      country: 'us',
    })
    .execute();
  return entity.id;
}
