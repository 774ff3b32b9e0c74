import { createHash } from 'node:crypto';
import { binderManifestSchema, binderVerificationSchema } from '@dl/contracts';
import { FIDUCIARY_ROLES } from '@dl/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkManifestSignature } from '#api/modules/closing-binder/manifest-signature.ts';
import { tampered, unzip, zipOf } from '#api/modules/closing-binder/testing/zip-tools.ts';
import { loadPlatformCertificate } from '#api/platform/platform-certificate.ts';
import { type ExecutedDeal, executedDeal, multipartFile } from './closing-binder-fixtures.ts';
import { APPROVED, type DealDesk, dealDesk, deskDeal, fidAdminUrl, ROLES, type RoleKey } from './deal-desk-fixtures.ts';
import { type Caller, loginAs } from './documents-fixtures.ts';
import { createUser } from './factories.ts';

let d: DealDesk;
let deal: ExecutedDeal;
/** The binder the deal executor downloaded, unzipped. */
let binder: Map<string, Buffer>;
let binderZip: Buffer;

const binderUrl = (id: string, fid = d.fid) => fidAdminUrl(fid, `investments/${id}/binder`);
const download = (who: Caller, id = deal.id, fid = d.fid) =>
  d.t.app.inject({ method: 'GET', url: binderUrl(id, fid), headers: who.headers });
const verify = (who: Caller, zip: Buffer, fileName = 'binder.zip') => {
  const body = multipartFile(zip, fileName);
  return d.t.app.inject({
    method: 'POST',
    url: fidAdminUrl(d.fid, 'binders/verify'),
    headers: { ...who.headers, ...body.headers },
    payload: body.payload,
  });
};
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const userIdOf = (who: Caller) =>
  (JSON.parse(Buffer.from(who.access.split('.')[1] as string, 'base64url').toString()) as { sub: string }).sub;
const json = (path: string) => JSON.parse((binder.get(path) as Buffer).toString('utf8'));

beforeAll(async () => {
  d = await dealDesk();
  deal = await executedDeal(d);
  const res = await download(d.staff.DE);
  if (res.statusCode !== 200) throw new Error(`binder: ${res.statusCode} ${res.body}`);
  binderZip = res.rawPayload;
  binder = await unzip(binderZip);
}, 120_000);
afterAll(() => d.t.close());

/** ADR 0026: the closing binder. */
const ALLOWED: RoleKey[] = ['FS', 'FA', 'DE', 'SIG', 'AV'];

describe('GET fid-admin/investments/{id}/binder', () => {
  it('answers a ZIP attachment named after the investment', async () => {
    const res = await download(d.staff.FA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="closing-binder-${deal.id.slice(0, 8)}.zip"`);
  });

  it('holds the documents, the records, and a manifest whose hashes match every other file', () => {
    expect([...binder.keys()]).toEqual([
      'documents/nda-executed.pdf',
      'documents/subscription-signed.pdf',
      'documents/subscription-countersigned.pdf',
      'records/investment.json',
      'records/kyc-approval.json',
      'records/payments.json',
      'records/audit-excerpt.jsonl',
      'manifest.json',
      'manifest.json.p7s',
    ]);
    const manifest = binderManifestSchema.parse(json('manifest.json'));
    expect(manifest).toMatchObject({ format: 'closing-binder', format_version: 1, investment_id: deal.id });
    expect(manifest.generated_by.email).toBe('deals@demo.test');
    expect(manifest.files.map((f) => f.path)).toEqual([...binder.keys()].slice(0, -2));
    for (const file of manifest.files) {
      const bytes = binder.get(file.path) as Buffer;
      expect({ path: file.path, size: bytes.length, sha256: sha256(bytes) }).toEqual(file);
    }
    for (const path of [...binder.keys()].filter((p) => p.endsWith('.pdf'))) {
      expect((binder.get(path) as Buffer).subarray(0, 5).toString(), path).toBe('%PDF-');
    }
  });

  it('carries the documents exactly as stored: the executed NDA and both subscriptions', async () => {
    const investment = await d.t.db
      .selectFrom('investment')
      .select(['signed_file_id', 'countersigned_file_id'])
      .where('id', '=', deal.id)
      .executeTakeFirstOrThrow();
    const stored = async (id: string | null) =>
      (
        await d.t.db
          .selectFrom('stored_file')
          .select('sha256')
          .where('id', '=', id as string)
          .executeTakeFirstOrThrow()
      ).sha256;
    expect(sha256(binder.get('documents/subscription-signed.pdf') as Buffer)).toBe(
      await stored(investment.signed_file_id),
    );
    expect(sha256(binder.get('documents/subscription-countersigned.pdf') as Buffer)).toBe(
      await stored(investment.countersigned_file_id),
    );
  });

  it('signs the manifest with the platform certificate (detached CMS)', async () => {
    const certificate = await loadPlatformCertificate(d.t.config.DATA_DIR);
    const check = checkManifestSignature(
      binder.get('manifest.json') as Buffer,
      binder.get('manifest.json.p7s') as Buffer,
      certificate.certificatePem,
    );
    expect(check).toMatchObject({ valid: true, signer_common_name: 'Digital Locker Document Signing' });
    expect(json('manifest.json').certificate_sha256).toBe(certificate.fingerprintSha256);
  });

  it('records the KYC approval: who, when, the decision and the form version', () => {
    const kyc = json('records/kyc-approval.json');
    expect(kyc).toMatchObject({
      entity: { id: deal.entityId, name: 'Linden Park Capital LP' },
      invitation: { id: deal.invitationId, status: 5, status_label: 'Approved' },
      decision: 'APPROVED',
      decided_by: { email: 'kyc@demo.test' },
      reason: null,
      form: { form_id: '4', template_version: deal.templateVersion, response_status: 'SUBMITTED' },
    });
    expect(Date.parse(kyc.decided_on)).not.toBeNaN();
  });

  it('records the payment events with amounts as decimal strings', () => {
    const payments = json('records/payments.json');
    expect(payments).toMatchObject({
      investment_id: deal.id,
      committed_amount: '80000.00',
      capital_calls: [{ id: deal.callId, call_number: 1, amount: '20000.00', status: 'IN_PROGRESS' }],
      payments: [
        {
          id: deal.paymentId,
          amount: '20000.00',
          received_amount: '5000.00',
          status: 'SENT',
          reference: 'WIRE-2026-001',
        },
      ],
    });
    const events = payments.events as { kind: string; data: Record<string, unknown> }[];
    expect(events.map((e) => e.kind)).toEqual([
      'capital_call_issued',
      'payment_requested',
      'payment_confirmed_sent',
      'payment_partially_received',
    ]);
    expect(events[3]?.data).toMatchObject({ amount: '20000.00', received: '5000.00', outstanding: '15000.00' });
  });

  it('gives the audit excerpt as JSON lines with the chain fields, as the audit table holds them', async () => {
    const lines = (binder.get('records/audit-excerpt.jsonl') as Buffer)
      .toString('utf8')
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    const kinds = lines.map((l) => l.kind);
    expect(kinds).toEqual([
      'investment_executed',
      'invitation_approve',
      'capital_call_issued',
      'payment_requested',
      'payment_confirmed_sent',
      'payment_partially_received',
      'binder_downloaded',
    ]);
    const rows = await d.t.db
      .selectFrom('audit_event')
      .select(['id', 'hash', 'prev_hash'])
      .where(
        'id',
        'in',
        lines.map((l) => l.id),
      )
      .orderBy('id')
      .execute();
    expect(lines.map((l) => [l.id, l.hash, l.prev_hash])).toEqual(rows.map((r) => [r.id, r.hash, r.prev_hash]));
  });

  it('audits each download', async () => {
    const before = await d.t.db
      .selectFrom('audit_event')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('kind', '=', 'binder_downloaded')
      .where('subject', '=', deal.id)
      .executeTakeFirstOrThrow();
    await download(d.staff.AV);
    const last = await d.t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id', 'subject'])
      .where('fiduciary_id', '=', d.fid)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({ kind: 'binder_downloaded', subject: deal.id, actor_user_id: userIdOf(d.staff.AV) });
    expect(Number(before.n)).toBeGreaterThan(0);
  });

  it.each(ROLES)('%s: allowed as ADR 0026 says, else 403', async (role) => {
    const res = await download(d.staff[role]);
    expect(res.statusCode).toBe(ALLOWED.includes(role) ? 200 : 403);
    expect((await download(d.investor)).statusCode).toBe(403);
  });

  it('answers 404 for another tenant’s investment and an unknown id, 400 naming a bad id', async () => {
    expect((await download(d.staff.FA, d.otherInvestmentId)).statusCode).toBe(404);
    const otherAdmin = await createUser(d.t.db, {
      memberships: [{ fiduciary_id: d.other.fid, role: FIDUCIARY_ROLES.FIDUCIARY_ADMIN }],
    });
    expect((await download(await loginAs(d.t, otherAdmin.email), deal.id, d.other.fid)).statusCode).toBe(404);
    expect((await download(d.other.caller)).statusCode).toBe(404);
    expect((await download(d.staff.FA, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await download(d.staff.FA, 'nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toMatch(/^id: /);
  });

  it('refuses a deal that is not executed yet (409 BINDER_NOT_READY)', async () => {
    const res = await download(d.staff.FA, await deskDeal(d.t, APPROVED));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      reason: 'BINDER_NOT_READY',
      detail: 'The closing binder is available once the deal is executed.',
    });
  });
});

describe('POST fid-admin/binders/verify', () => {
  it('finds a downloaded binder valid', async () => {
    const res = await verify(d.staff.SIG, binderZip);
    expect(res.statusCode).toBe(200);
    const report = binderVerificationSchema.parse(res.json());
    expect(report).toMatchObject({
      valid: true,
      investment_id: deal.id,
      signature: { valid: true, signer_common_name: 'Digital Locker Document Signing' },
      missing: [],
      unexpected: [],
    });
    expect(report.files).toHaveLength(7);
    expect(report.files.every((f) => f.ok)).toBe(true);
  });

  it('names the file with a changed byte, and refuses the signature of a changed manifest', async () => {
    const changed = await verify(
      d.staff.FA,
      await zipOf(tampered(binder, 'documents/subscription-countersigned.pdf', 400)),
    );
    expect(changed.json()).toMatchObject({ valid: false, signature: { valid: true } });
    const failed = (changed.json() as { files: { path: string; ok: boolean }[] }).files.filter((f) => !f.ok);
    expect(failed.map((f) => f.path)).toEqual(['documents/subscription-countersigned.pdf']);

    const manifest = await verify(d.staff.FA, await zipOf(tampered(binder, 'manifest.json', 40)));
    expect(manifest.json()).toMatchObject({ valid: false, signature: { valid: false } });
  });

  it('answers 400 with a clear message for a file that is not a ZIP, a broken ZIP, or no file', async () => {
    const pdf = await verify(d.staff.FA, binder.get('documents/nda-executed.pdf') as Buffer, 'binder.zip');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().detail).toBe('Please upload ZIP files only');
    const broken = await verify(d.staff.FA, binderZip.subarray(0, 200));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().detail).toBe('The file is not a readable ZIP archive.');
    const empty = await verify(d.staff.FA, Buffer.alloc(0));
    expect(empty.json()).toMatchObject({ detail: 'The file is empty.' });
    const none = await d.t.app.inject({
      method: 'POST',
      url: fidAdminUrl(d.fid, 'binders/verify'),
      headers: d.staff.FA.headers,
    });
    expect(none.statusCode).toBe(400);
  });

  it.each(ROLES)('%s: allowed as ADR 0026 says, else 403; another tenant 404', async (role) => {
    const res = await verify(d.staff[role], binderZip);
    expect(res.statusCode).toBe(ALLOWED.includes(role) ? 200 : 403);
    const other = await d.t.app.inject({
      method: 'POST',
      url: fidAdminUrl(d.other.fid, 'binders/verify'),
      headers: d.staff[role].headers,
    });
    expect(other.statusCode).toBe(404);
  });
});
