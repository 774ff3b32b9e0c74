import { esignUrlSchema } from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';
import { createOpportunity, storedBytes } from '#api/modules/ceremony/testing/fixtures.ts';
import { verifyAuditChain } from '#api/platform/audit.ts';
import { pdfsig } from '#api/platform/signing/testing/pdf-tools.ts';
import { addEntity, addNda, type Headers, type IssuerWorld, issuerWorld } from './issuer-interest-fixtures.ts';

/**
 * The issuer's authorized signatory countersigns an investor-signed NDA through the fiduciary's own
 * ceremony, returning to the issuer portal, or declines it with a reason (issue 16 point 5).
 */
let w: IssuerWorld;
const SIGNED = '2026-11-01T10:00:00Z';
const VALID = 'Signature is Valid.';

const call = (who: Headers, method: 'GET' | 'POST', path: string, payload?: object) =>
  w.t.app.inject({ method, url: `/api/v1/fid/${w.fid}/${path}`, headers: who, ...(payload ? { payload } : {}) });
const esign = (who: Headers, ndaId: string) => call(who, 'GET', `issuers/nda/${ndaId}/countersign/esign`);
const decline = (who: Headers, ndaId: string, reason: unknown = 'Not a fit for this round.') =>
  call(who, 'POST', `issuers/nda/${ndaId}/decline`, { reason });
const ndaRow = (id: string) =>
  w.t.db
    .selectFrom('nda')
    .select(['status', 'decline_reason', 'declined_by', 'declined_on', 'executed_file_id'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const signedNda = async (name: string, status: 'NDA_SIGNED' | 'NDA_EXECUTED' | 'NDA_SIGN_IN_PROCESS' = 'NDA_SIGNED') =>
  addNda(
    w,
    await addEntity(w, name),
    status,
    status === 'NDA_SIGN_IN_PROCESS' ? {} : { signed_on: SIGNED, signed_file_id: w.ndaFileId },
  );

const signAs = async (who: Headers, sessionId: string, text: string) => {
  const submit = await call(who, 'POST', `signing-sessions/${sessionId}/submit`, {
    consent: true,
    consent_version: CONSENT.version,
    mark: { kind: 'typed', text },
    data_list: [],
  });
  expect(submit.statusCode, submit.body).toBe(202);
  expect(await w.t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
};

/** The world's investor signs the opportunity's NDA through its own ceremony (a sealed signed copy). */
async function investorSigns(): Promise<string> {
  const base = `investors/opportunities/${w.opp}/nda`;
  const pre = { signer_name: 'Ada Lovelace', signer_title: 'Partner', purpose: 'Direct investment' };
  const created = await call(w.as.investor, 'POST', base, { pre_form_response: { response: pre } });
  expect(created.statusCode, created.body).toBe(201);
  const url = esignUrlSchema.parse((await call(w.as.investor, 'GET', `${base}/esign`)).json()).data.url;
  await signAs(w.as.investor, url.split('/').at(-1)?.split('?')[0] as string, 'Ada Lovelace');
  const nda = (await call(w.as.investor, 'GET', base)).json() as { id: string; status: string };
  expect(nda.status).toBe('NDA_SIGNED');
  return nda.id;
}

beforeAll(async () => {
  w = await issuerWorld();
}, 120_000);
afterAll(() => w.t.close());

describe('GET issuers/nda/{id}/countersign/esign', { timeout: 60_000 }, () => {
  it('refuses members without nda.countersign_issuer, investors and the fiduciary (403); another company and strangers 404', async () => {
    const id = await signedNda('Refused Capital');
    for (const who of ['editor', 'approver', 'viewer', 'investor', 'investorViewer', 'fidAdmin'] as const) {
      const res = await esign(w.as[who], id);
      expect(res.statusCode, `${who}: ${res.body}`).toBe(403);
    }
    // Another company's signatory: this company's NDA is not theirs to see (issue 13 authorization table).
    expect((await esign(w.as.otherIssuer, id)).statusCode).toBe(404);
    expect((await esign(w.as.outsider, id)).statusCode).toBe(404);
    expect((await esign(w.as.signatory, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await ndaRow(id)).status).toBe('NDA_SIGNED');
  });

  it("opens the ceremony on the issuer portal's NDA screen; once sealed the NDA is executed", async () => {
    const id = await investorSigns();
    const opened = await esign(w.as.signatory, id);
    expect(opened.statusCode, opened.body).toBe(200);
    const url = esignUrlSchema.parse(opened.json()).data.url;
    expect(url).toMatch(/^\/issuers\/ndas\?esign=[0-9a-f-]{36}$/);
    expect((await ndaRow(id)).status).toBe('NDA_COUNTERSIGN_IN_PROCESS');
    const sessionId = new URL(url, 'http://x').searchParams.get('esign') as string;
    const session = await call(w.as.signatory, 'GET', `signing-sessions/${sessionId}`);
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json()).toMatchObject({ subject_kind: 'NDA_COUNTERSIGN', return_path: '/issuers/ndas' });

    await signAs(w.as.signatory, sessionId, 'Signatory Member');
    const row = await ndaRow(id);
    expect(row.status).toBe('NDA_EXECUTED');
    const executed = await storedBytes(w.t.db, w.w.storage, row.executed_file_id as string);
    expect((await pdfsig(executed)).signatures.map((s) => s.validation)).toEqual([VALID, VALID]);
    // The company's administrators sign for it too; an executed NDA opens nothing more.
    const again = await esign(w.as.admin, id);
    expect(again.statusCode).toBe(409);
    expect((await esign(w.as.superadmin, await signedNda('Super Capital'))).statusCode).toBe(200);
    expect((await verifyAuditChain(w.t.db, w.fid)).broken).toBeNull();
  });
});

describe('POST issuers/nda/{id}/decline', { timeout: 60_000 }, () => {
  it('refuses without a reason (400, in words) and for roles that do not countersign (403)', async () => {
    const id = await signedNda('Reasonless Capital');
    const empty = await decline(w.as.signatory, id, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain('Reason is required');
    expect((await decline(w.as.editor, id)).statusCode).toBe(403);
    expect((await decline(w.as.fidAdmin, id)).statusCode).toBe(403);
    expect((await decline(w.as.otherIssuer, id)).statusCode).toBe(404);
    expect((await decline(w.as.outsider, id)).statusCode).toBe(404);
    expect((await ndaRow(id)).status).toBe('NDA_SIGNED');
  });

  it('declines a signed NDA with its reason, audited, and the investor is told and sees it declined', async () => {
    const second = await createOpportunity(w.t.db, w.w, 'Helio Grid Phase II');
    const id = await addNda(w, w.w.entityId, 'NDA_SIGNED', { signed_on: SIGNED, signed_file_id: w.ndaFileId }, second);
    const res = await decline(w.as.signatory, id, 'We are not raising from family offices.');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: 'NDA_DECLINED' });
    const row = await ndaRow(id);
    expect(row).toMatchObject({
      status: 'NDA_DECLINED',
      decline_reason: 'We are not raising from family offices.',
      declined_by: w.userIds.signatory,
    });
    expect(row.declined_on).not.toBeNull();
    const audit = await w.t.db.selectFrom('audit_event').select(['kind', 'data']).where('subject', '=', id).execute();
    expect(audit).toContainEqual(
      expect.objectContaining({ kind: 'nda_declined', data: expect.objectContaining({ from: 'NDA_SIGNED' }) }),
    );
    const told = await w.t.db
      .selectFrom('notification')
      .select(['event', 'message'])
      .where('user_id', '=', w.w.users.investor.id)
      .execute();
    expect(told).toContainEqual({
      event: 'NDA_DECLINED',
      message: 'The issuer declined the NDA for Helio Grid Phase II. Reason: We are not raising from family offices.',
    });
    const detail = await call(w.as.investor, 'GET', `investors/opportunities/${second}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().investor_state).toMatchObject({
      nda_status: 'NDA_DECLINED',
      opportunity_status: 'NDA_DECLINED',
    });
    expect((await decline(w.as.signatory, id)).statusCode).toBe(409);
  });

  it('declines while the countersign ceremony is open (the ceremony is cancelled), not once executed or unsigned', async () => {
    const open = await signedNda('Open Capital');
    const opened = esignUrlSchema.parse((await esign(w.as.signatory, open)).json()).data.url;
    const sessionId = new URL(opened, 'http://x').searchParams.get('esign') as string;
    expect((await decline(w.as.admin, open)).statusCode).toBe(200);
    const session = await w.t.db
      .selectFrom('signing_session')
      .select('status')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.status).toBe('CANCELLED');

    const executed = await decline(w.as.signatory, await signedNda('Done Capital', 'NDA_EXECUTED'));
    expect(executed.statusCode).toBe(409);
    expect(executed.json().detail).toBe('Cannot decline while the NDA is NDA_EXECUTED.');
    const unsigned = await decline(w.as.signatory, await signedNda('Early Capital', 'NDA_SIGN_IN_PROCESS'));
    expect(unsigned.statusCode).toBe(409);
    expect(unsigned.json().detail).toBe('The NDA has no investor signature to decline yet.');
  });
});
