import { randomBytes } from 'node:crypto';
import { call, COUNTERSIGNED, type DealDesk, deskDeal, fidAdminUrl } from './deal-desk-fixtures.ts';
import { inDays } from './capital-calls-fixtures.ts';
import { loginAs } from './documents-fixtures.ts';
import { DEMO_DEAL_DESK_INVESTOR } from '#api/seed/demo-deal-desk.ts';

/** Shared set-up of the closing-binder tests: a deal taken to its end through the API. */

export interface ExecutedDeal {
  id: string;
  entityId: string;
  invitationId: string;
  templateVersion: number;
  paymentId: string;
  callId: string;
}

function expectStatus(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
}

/** A submitted KYC of the entity (form '4', entities) and its invitation at 4 Form, then approved by the KYC approver. */
async function approvedKyc(d: DealDesk, entityId: string, userId: string) {
  const { t } = d;
  const published = await t.db
    .selectFrom('form_template')
    .select('version')
    .where('form_id', '=', '4')
    .orderBy('version', 'desc')
    .executeTakeFirst();
  const templateVersion = published?.version ?? 1;
  if (!published) {
    await t.db
      .insertInto('form_template')
      .values({ form_id: '4', version: 1, kind: 'KYC_ENTITY', body: '{}' })
      .execute();
  }
  await t.db
    .insertInto('form_response')
    .values({
      fiduciary_id: d.fid,
      entity_id: entityId,
      form_id: '4',
      template_version: templateVersion,
      status: 'SUBMITTED',
      response: '{}',
      submitted_by: userId,
      submitted_on: new Date(),
    })
    .execute();
  const invitation = await t.db
    .insertInto('invitation')
    .values({
      fiduciary_id: d.fid,
      email: `linden-${randomBytes(4).toString('hex')}@invitee.example`,
      first_name: 'Jordan',
      last_name: 'Linden',
      entity_type: 'ENTITY',
      entity_name: 'Linden Park Capital LP',
      code_hash: randomBytes(32),
      expires_on: new Date(Date.now() + 86_400_000),
      code_used_on: new Date(),
      entity_id: entityId,
      user_id: userId,
      status: 4,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const decided = await call(t, d.staff.KYC, 'POST', fidAdminUrl(d.fid, `invitations/${invitation.id}/kyc-decision`), {
    decision: 'APPROVE',
  });
  expectStatus(decided, 200, 'KYC decision');
  return { invitationId: invitation.id, templateVersion };
}

/**
 * The demo's countersigned deal executed by the deal executor, its entity's KYC approved, and a
 * capital call issued, requested, confirmed sent by the investor and partly received: every record a binder carries.
 */
export async function executedDeal(d: DealDesk): Promise<ExecutedDeal> {
  const { t } = d;
  const id = await deskDeal(t, COUNTERSIGNED);
  const row = await t.db
    .selectFrom('investment')
    .select(['entity_id', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  expectStatus(await call(t, d.staff.DE, 'POST', fidAdminUrl(d.fid, `investments/${id}/execute`)), 200, 'execute');
  const kyc = await approvedKyc(d, row.entity_id, row.user_id);
  const issued = await call(t, d.staff.DE, 'POST', fidAdminUrl(d.fid, `investments/${id}/capital-calls`), {
    amount: '20000.00',
    due_date: inDays(30),
  });
  expectStatus(issued, 201, 'capital call');
  const { id: callId, payment_id: paymentId } = (issued.json() as { data: { id: string; payment_id: string } }).data;
  const requested = await call(t, d.staff.DE, 'POST', fidAdminUrl(d.fid, `payments/${paymentId}/request`));
  expectStatus(requested, 200, 'payment request');
  const investor = await loginAs(t, DEMO_DEAL_DESK_INVESTOR.email);
  const confirmed = await call(
    t,
    investor,
    'POST',
    `/api/v1/fid/${d.fid}/investments/${id}/payments/${paymentId}/confirm-sent`,
    {
      reference: 'WIRE-2026-001',
    },
  );
  expectStatus(confirmed, 200, 'confirm sent');
  const received = await call(t, d.staff.DE, 'POST', fidAdminUrl(d.fid, `payments/${paymentId}/acknowledge`), {
    amount: '5000.00',
  });
  expectStatus(received, 200, 'partial receipt');
  return { id, entityId: row.entity_id, ...kyc, paymentId, callId };
}

/** A multipart body with one file field, as a browser sends it. */
export function multipartFile(content: Buffer, fileName = 'binder.zip', field = 'file') {
  const boundary = '----dlbinder';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/zip\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
