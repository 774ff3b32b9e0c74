import { randomBytes } from 'node:crypto';
import type { Trx } from '../db/database.ts';
import { hashOpaqueToken } from '../platform/tokens/tokens.ts';

/**
 * Demo invitations of the demo fiduciary (ADR 0023): one Sent, one Opened, so the fund-admin list has
 * rows. Their codes are random and thrown away: these rows have no usable link (a real invitation is
 * made through POST fid-admin/invitations, which e-mails it).
 */
export async function seedDemoInvitations(trx: Trx, fiduciaryId: string): Promise<void> {
  const admin = await trx
    .selectFrom('app_user')
    .select('id')
    .where('email', '=', 'fid-admin@demo.test')
    .executeTakeFirstOrThrow();
  const week = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  const rows = [
    {
      email: 'riley.prospect@example.com',
      first_name: 'Riley',
      last_name: 'Prospect',
      entity_type: 'INDIVIDUAL' as const,
      entity_name: null,
      status: 1,
      opened_on: null,
    },
    {
      email: 'morgan.jordan@example.com',
      first_name: 'Morgan',
      last_name: 'Jordan',
      entity_type: 'ENTITY' as const,
      entity_name: 'Jordan Family Office LLC',
      status: 2,
      opened_on: new Date(),
    },
  ];
  for (const row of rows) {
    await trx
      .insertInto('invitation')
      .values({
        ...row,
        fiduciary_id: fiduciaryId,
        code_hash: hashOpaqueToken(randomBytes(32).toString('base64url')),
        expires_on: week,
        invited_by: admin.id,
      })
      .execute();
  }
}
