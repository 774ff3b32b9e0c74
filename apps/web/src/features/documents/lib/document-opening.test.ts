// @vitest-environment node
import { getFiduciaryDocumentEsignRoute, getFiduciaryDocumentRoute, getMyDocumentRoute } from '@dl/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FID_ID } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { loadForView, loadSignedForView, signTarget } from './document-opening.ts';
import { toDocumentItem } from './document-tabs.ts';
import { OPP_ID, record, SIGNED_NDA, STATEMENT } from './test-data.ts';

const fetched = (r = record()) => ({
  ...r,
  signed_url: '/api/v1/signed-files/x?expires=1&signature=y',
  expires_on: '2026-01-01T00:00:00Z',
  mime_type: 'application/pdf',
});
const path = (url: string) => {
  const u = new URL(url, 'http://x');
  return `${u.pathname}${u.search}`;
};

describe('document opening (spec 7 "Documents")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('views a fiduciary document through fiduciary-documents/{doc_id}?entity_uid=', async () => {
    const calls = mockApi(
      on(getFiduciaryDocumentRoute, () => ({ fiduciary_document: fetched(STATEMENT), description: '' })),
    );
    const doc = await loadForView(FID_ID, toDocumentItem(STATEMENT));
    expect(path(calls[0]?.url ?? '')).toBe(
      `/api/v1/fid/${FID_ID}/fiduciary-documents/${STATEMENT.doc_id}?entity_uid=ENT-42`,
    );
    expect(doc.signed_url).toMatch(/^\/api\/v1\/signed-files\//);
  });

  it('views any other document through mydocuments/{doc_id}, and my signed copy by its id', async () => {
    const calls = mockApi(on(getMyDocumentRoute, () => fetched()));
    await loadForView(FID_ID, toDocumentItem(record()));
    await loadSignedForView(FID_ID, toDocumentItem(SIGNED_NDA));
    expect(calls.map((c) => path(c.url))).toEqual([
      `/api/v1/fid/${FID_ID}/mydocuments/${record().doc_id}`,
      `/api/v1/fid/${FID_ID}/mydocuments/${SIGNED_NDA.signed_document_id}`,
    ]);
  });

  it('signs a fiduciary document through its e-sign address, an NDA on its opportunity page', async () => {
    const calls = mockApi(on(getFiduciaryDocumentEsignRoute, () => ({ data: { url: '/digital-locker/esign/abc' } })));
    expect(await signTarget(FID_ID, toDocumentItem(STATEMENT))).toEqual({
      kind: 'url',
      url: '/digital-locker/esign/abc',
    });
    expect(path(calls[0]?.url ?? '')).toBe(
      `/api/v1/fid/${FID_ID}/fiduciary-documents/${STATEMENT.doc_id}/esign?entity_uid=ENT-42`,
    );
    expect(await signTarget(FID_ID, toDocumentItem(record()))).toEqual({ kind: 'opportunity', opportunityId: OPP_ID });
    expect(calls).toHaveLength(1);
  });
});
