import { randomUUID } from 'node:crypto';
import {
  esignUrlSchema,
  FIDUCIARY_DOCUMENT_SIGNED,
  fetchedDocumentSchema,
  fiduciaryDocumentSchema,
  NO_SIGNATURE_REQUIRED,
  signingAcceptedSchema,
  signingSessionSchema,
} from '@dl/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocClass } from '#api/db/schema.ts';
import { CONSENT } from '#api/modules/ceremony/consent.ts';
import { putBytes, recordStoredFile } from '#api/modules/ceremony/index.ts';
import { type SigningWorld, storedBytes } from '#api/modules/ceremony/testing/fixtures.ts';
import { pdfsig } from '#api/platform/signing/testing/pdf-tools.ts';
import { makeLongPdf } from '#api/platform/signing/testing/sample-pdfs.ts';
import { bearer, login, type TestApp, withDemoData } from './helpers.ts';
import { signingApp } from './signing-app.ts';
import { SEAL_JOB_KIND } from '#api/modules/ceremony/seal-job-kind.ts';

const VALID = 'Signature is Valid.';

let t: TestApp, w: SigningWorld, fid: string, tokens: Record<string, string>;
let pdf: Buffer;
let entityUid: string;
/** A second entity the investor stands for (documents addressed to it are not the first's). */
let secondUid: string;
/** An entity of this tenant the investor does not stand for. */
let strangerUid: string;
let foreignFid: string;
const docs: Record<'sign' | 'review' | 'tax' | 'second' | 'stranger' | 'foreign', string> = {
  sign: '',
  review: '',
  tax: '',
  second: '',
  stranger: '',
  foreign: '',
};

async function entity(fiduciaryId: string, name: string) {
  const uid = `ENT-${randomUUID().slice(0, 13)}`;
  const row = await t.db
    .insertInto('investing_entity')
    .values({ fiduciary_id: fiduciaryId, name, type: 'ENTITY', trellis_uid: uid })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, uid };
}

async function addressed(
  fiduciaryId: string,
  entityId: string,
  input: { docClass: DocClass; name: string; action: 'SIGNATURE_REQUIRED' | 'REVIEW_REQUIRED' | null },
) {
  const put = await putBytes(w.storage, fiduciaryId, pdf);
  await recordStoredFile(t.db, put, {
    fiduciaryId,
    userId: null,
    name: `${input.name}.pdf`,
    mimeType: 'application/pdf',
  });
  const row = await t.db
    .insertInto('document')
    .values({
      fiduciary_id: fiduciaryId,
      entity_id: entityId,
      doc_class: input.docClass,
      document_type: 'Letter',
      name: input.name,
      description: `About ${input.name}`,
      file_id: put.id,
      fields: JSON.stringify([]),
      action_required: input.action,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const call = (who: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(tokens[who] as string), 'user-agent': 'FidDocTest/1.0' } });
const docUrl = (docId: string, uid = entityUid, fidId = fid) =>
  `/api/v1/fid/${fidId}/fiduciary-documents/${docId}?entity_uid=${encodeURIComponent(uid)}`;
const esignUrl = (docId: string, uid = entityUid) =>
  `/api/v1/fid/${fid}/fiduciary-documents/${docId}/esign?entity_uid=${encodeURIComponent(uid)}`;

beforeAll(async () => {
  ({ t, w, fid, tokens } = await signingApp());
  pdf = await makeLongPdf(1);
  entityUid = (
    await t.db
      .selectFrom('investing_entity')
      .select('trellis_uid')
      .where('id', '=', w.entityId)
      .executeTakeFirstOrThrow()
  ).trellis_uid as string;
  // Added after login, so the token's current entity stays the world's entity.
  const second = await entity(fid, 'Second Fund LP');
  await t.db
    .insertInto('membership')
    .values({ fiduciary_id: fid, user_id: w.users.investor.id, role: 'fiduciary_investor', entity_id: second.id })
    .execute();
  secondUid = second.uid;
  const stranger = await entity(fid, 'Stranger Trust');
  strangerUid = stranger.uid;
  foreignFid = (
    await t.db
      .selectFrom('membership')
      .select('fiduciary_id')
      .where('user_id', '=', w.users.outsider.id)
      .executeTakeFirstOrThrow()
  ).fiduciary_id;
  const foreignEntity = await entity(foreignFid, 'Elsewhere Holdings');
  docs.sign = await addressed(fid, w.entityId, {
    docClass: 'FIDUCIARY',
    name: 'Account Statement Q3',
    action: 'SIGNATURE_REQUIRED',
  });
  docs.review = await addressed(fid, w.entityId, {
    docClass: 'CAPITAL_CALL',
    name: 'Capital Call No. 1',
    action: 'REVIEW_REQUIRED',
  });
  docs.tax = await addressed(fid, w.entityId, { docClass: 'TAX', name: 'Schedule K-1 2025', action: null });
  docs.second = await addressed(fid, second.id, {
    docClass: 'FIDUCIARY',
    name: 'Second Statement',
    action: 'SIGNATURE_REQUIRED',
  });
  docs.stranger = await addressed(fid, stranger.id, {
    docClass: 'FIDUCIARY',
    name: 'Stranger Statement',
    action: 'SIGNATURE_REQUIRED',
  });
  docs.foreign = await addressed(foreignFid, foreignEntity.id, {
    docClass: 'FIDUCIARY',
    name: 'Foreign Statement',
    action: 'SIGNATURE_REQUIRED',
  });
}, 60_000);
afterAll(() => t.close());

describe('GET fiduciary-documents/{doc_id}', { timeout: 60_000 }, () => {
  it('answers {fiduciary_document, description} for the addressed entity, and writes "documents viewed"', async () => {
    const res = await call('investor', docUrl(docs.sign));
    expect(res.statusCode).toBe(200);
    const body = fiduciaryDocumentSchema.parse(res.json());
    expect(body.description).toBe('About Account Statement Q3');
    expect(body.fiduciary_document).toMatchObject({
      doc_id: docs.sign,
      signed_document_id: null,
      document_name: 'Account Statement Q3',
      document_type: 'Letter',
      document_class: 'FIDUCIARY',
      action_required: 'SIGNATURE_REQUIRED',
      entity: { trellis_uid: entityUid },
      description: 'About Account Statement Q3',
      mime_type: 'application/pdf',
    });
    const file = await t.app.inject({ url: body.fiduciary_document.signed_url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(pdf)).toBe(true);
    const events = await t.db
      .selectFrom('audit_event')
      .select(['kind', 'actor_user_id', 'data'])
      .where('subject', '=', docs.sign)
      .execute();
    expect(events).toEqual([
      {
        kind: 'documents viewed',
        actor_user_id: w.users.investor.id,
        data: expect.objectContaining({ file_id: body.fiduciary_document.document_id }),
      },
    ]);
  });

  it('reads TAX and CAPITAL_CALL documents too, for viewers as well, and the current entity without entity_uid', async () => {
    for (const id of [docs.review, docs.tax]) {
      expect((await call('investor', docUrl(id))).statusCode).toBe(200);
      expect((await call('viewer', docUrl(id))).statusCode).toBe(200);
    }
    const implicit = await call('investor', `/api/v1/fid/${fid}/fiduciary-documents/${docs.tax}`);
    expect(implicit.statusCode).toBe(200);
    expect(implicit.json().fiduciary_document.document_class).toBe('TAX');
    // Another entity the investor stands for, named by its uid.
    expect((await call('investor', docUrl(docs.second, secondUid))).statusCode).toBe(200);
  });

  it("answers 404 for an entity not addressed, unknown or not the caller's, and for another tenant", async () => {
    const notFound = [
      docUrl(docs.sign, secondUid), // addressed to the first entity, not the second
      docUrl(docs.second), // addressed to the second entity, asked for the first
      docUrl(docs.sign, 'ENT-unknown'),
      docUrl(docs.stranger, strangerUid), // the investor does not stand for the stranger
      docUrl(docs.foreign), // another tenant's document through this tenant
      docUrl(randomUUID()),
    ];
    for (const url of notFound) expect((await call('investor', url)).statusCode, url).toBe(404);
    expect((await call('viewer', docUrl(docs.second, secondUid))).statusCode).toBe(404);
    expect((await call('outsider', docUrl(docs.sign))).statusCode).toBe(404);
    // In its own tenant the outsider is an administrator, not an investor: 403 before any lookup.
    expect((await call('outsider', docUrl(docs.foreign, entityUid, foreignFid))).statusCode).toBe(403);
  });
});

describe('GET fiduciary-documents/{doc_id}/esign', { timeout: 60_000 }, () => {
  let sessionId: string;
  let signedFileId: string;

  it('refuses a viewer (403), a document that needs no signature (409), and strangers (404)', async () => {
    expect((await call('viewer', esignUrl(docs.sign))).statusCode).toBe(403);
    for (const id of [docs.review, docs.tax]) {
      const res = await call('investor', esignUrl(id));
      expect(res.statusCode).toBe(409);
      expect(res.json().detail).toBe(NO_SIGNATURE_REQUIRED);
    }
    expect((await call('investor', esignUrl(docs.stranger, strangerUid))).statusCode).toBe(404);
    expect((await call('investor', esignUrl(docs.sign, secondUid))).statusCode).toBe(404);
    expect((await call('outsider', esignUrl(docs.sign))).statusCode).toBe(404);
  });

  it('opens the ceremony: {data: {url}} to a FIDUCIARY_DOCUMENT session returning to the Documents page', async () => {
    const res = await call('investor', esignUrl(docs.sign));
    expect(res.statusCode).toBe(200);
    const { data } = esignUrlSchema.parse(res.json());
    const match = /^\/digital-locker\/esign\/([0-9a-f-]{36})$/.exec(data.url);
    expect(match).not.toBeNull();
    sessionId = match?.[1] as string;
    const session = signingSessionSchema.parse(
      (await call('investor', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session).toMatchObject({
      subject_kind: 'FIDUCIARY_DOCUMENT',
      status: 'OPEN',
      title: 'Sign the document: Account Statement Q3',
      return_path: '/digital-locker/documents',
      document: { name: 'Account Statement Q3', fields: [], data_list: [] },
    });
    const signature = await t.db
      .selectFrom('document_signature')
      .selectAll()
      .where('document_id', '=', docs.sign)
      .executeTakeFirstOrThrow();
    expect(signature).toMatchObject({
      id: session.subject_id,
      fiduciary_id: fid,
      entity_id: w.entityId,
      user_id: w.users.investor.id,
      status: 'SIGN_IN_PROCESS',
      signed_file_id: null,
    });
  });

  it('submits, seals in the job, and the signed copy verifies with pdfsig', async () => {
    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fid/${fid}/signing-sessions/${sessionId}/submit`,
      headers: bearer(tokens.investor as string),
      payload: { consent: true, consent_version: CONSENT.version, mark: { kind: 'typed', text: 'Ada Lovelace' } },
    });
    expect(submit.statusCode).toBe(202);
    expect(signingAcceptedSchema.parse(submit.json()).session_id).toBe(sessionId);
    // While sealing is pending, no second ceremony.
    expect((await call('investor', esignUrl(docs.sign))).statusCode).toBe(409);
    expect(await t.app.jobs.drain({ kinds: [SEAL_JOB_KIND] })).toBe(1);
    const session = signingSessionSchema.parse(
      (await call('investor', `/api/v1/fid/${fid}/signing-sessions/${sessionId}`)).json(),
    );
    expect(session.status).toBe('SEALED');
    const signature = await t.db
      .selectFrom('document_signature')
      .selectAll()
      .where('document_id', '=', docs.sign)
      .executeTakeFirstOrThrow();
    expect(signature.status).toBe('SIGNED');
    expect(signature.signed_on).not.toBeNull();
    signedFileId = signature.signed_file_id as string;
    const report = await pdfsig(await storedBytes(t.db, w.storage, signedFileId));
    expect(report.signatures.map((s) => s.validation)).toEqual([VALID]);
    const audit = await t.db
      .selectFrom('audit_event')
      .select('kind')
      .where('subject', '=', signature.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.kind)).toEqual(['document_signature_submitted', 'document_signed']);
  });

  it('points signed_document_id at the signed copy, which mydocuments serves; a second esign is 409', async () => {
    const body = fiduciaryDocumentSchema.parse((await call('investor', docUrl(docs.sign))).json());
    expect(body.fiduciary_document.signed_document_id).toBe(signedFileId);
    const copy = await call('investor', `/api/v1/fid/${fid}/mydocuments/${signedFileId}`);
    expect(copy.statusCode).toBe(200);
    const fetched = fetchedDocumentSchema.parse(copy.json());
    expect(fetched).toMatchObject({ doc_id: docs.sign, signed_document_id: signedFileId });
    const bytes = await t.app.inject({ url: fetched.signed_url });
    expect(bytes.rawPayload.equals(await storedBytes(t.db, w.storage, signedFileId))).toBe(true);
    // The viewer of the same entity reads it too; the outsider does not.
    expect((await call('viewer', `/api/v1/fid/${fid}/mydocuments/${signedFileId}`)).statusCode).toBe(200);
    expect((await call('outsider', `/api/v1/fid/${fid}/mydocuments/${signedFileId}`)).statusCode).toBe(404);
    const again = await call('investor', esignUrl(docs.sign));
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(FIDUCIARY_DOCUMENT_SIGNED);
    // Another entity's copy of the same kind of document is still to sign.
    expect((await call('investor', esignUrl(docs.second, secondUid))).statusCode).toBe(200);
  });
});

describe('demo data', { timeout: 120_000 }, () => {
  it("asks the demo investor's entity to sign its account statement", async () => {
    await withDemoData(t);
    const session = await login(t, 'investor@demo.test');
    const row = await t.db
      .selectFrom('document as d')
      .innerJoin('investing_entity as e', 'e.id', 'd.entity_id')
      .innerJoin('membership as m', 'm.entity_id', 'e.id')
      .innerJoin('app_user as u', 'u.id', 'm.user_id')
      .select(['d.id', 'd.fiduciary_id', 'e.trellis_uid'])
      .where('u.email', '=', 'investor@demo.test')
      .where('d.doc_class', '=', 'FIDUCIARY')
      .where('d.action_required', '=', 'SIGNATURE_REQUIRED')
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({
      url: `/api/v1/fid/${row.fiduciary_id}/fiduciary-documents/${row.id}/esign?entity_uid=${row.trellis_uid}`,
      headers: bearer(session.access),
    });
    expect(res.statusCode).toBe(200);
    expect(esignUrlSchema.parse(res.json()).data.url).toMatch(/^\/digital-locker\/esign\//);
  });
});
