import { resourceListSchema, resourceSchema, signedLinkSchema } from '@dl/contracts';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectEditable, expectEditorsOnly, publisher, publishingSuite } from './engagement-fixtures.ts';

const s = publishingSuite();
const createResource = publisher(s, 'fid-admin/resources', resourceSchema);
let fileId: string;

beforeAll(async () => {
  const file = await s.t.db
    .selectFrom('stored_file')
    .select('id')
    .where('fiduciary_id', '=', s.investor.fid)
    .where('mime_type', '=', 'application/pdf')
    .executeTakeFirstOrThrow();
  fileId = file.id;
});

describe('POST fid-admin/resources', () => {
  it('publishes a document and a link, audited', async () => {
    const doc = await createResource(s.fidAdmin, {
      title: 'Investor guide',
      kind: 'DOCUMENT',
      file_id: fileId,
      category: 'Guides',
    });
    expect(doc).toMatchObject({ kind: 'DOCUMENT', url: null, category: 'Guides', mime_type: 'application/pdf' });
    expect(doc.file_name).toBeTruthy();
    const link = await createResource(s.editor, { title: 'Tax portal', kind: 'LINK', url: 'https://tax.example.test' });
    expect(link).toMatchObject({ kind: 'LINK', url: 'https://tax.example.test', category: 'General', file_name: null });
    const audit = await s.t.db.selectFrom('audit_event').select('kind').where('subject', '=', doc.id).execute();
    expect(audit.map((a) => a.kind)).toEqual(['resource_created']);
  });

  it.each([
    [{ kind: 'DOCUMENT' }, 'kind: A document needs file_id, a link needs url'],
    [
      { kind: 'LINK', file_id: '00000000-0000-4000-8000-000000000000' },
      'kind: A document needs file_id, a link needs url',
    ],
    [{ kind: 'LINK', url: 'javascript:alert(1)' }, 'url: Address is not url'],
    [{ kind: 'LINK', url: 'https://x.test', title: ' ' }, 'title: Title is required'],
  ])('refuses %j', async (override, detail) => {
    const res = await s.calls.post(s.fidAdmin, 'fid-admin/resources', { title: 'x', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe(detail);
  });

  it("refuses another tenant's file (404), investors and read-only staff (403), other tenants (404)", async () => {
    const foreign = await s.calls.post(s.fidAdmin, 'fid-admin/resources', {
      title: 'x',
      kind: 'DOCUMENT',
      file_id: s.other.fileId,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('File not found.');
    await expectEditorsOnly(s, 'fid-admin/resources', { title: 'x', kind: 'LINK', url: 'https://x.test' });
  });
});

describe('GET resources', () => {
  it('lists newest first with kind and category filters and the categories', async () => {
    await createResource(s.fidAdmin, { title: 'Form W-9', kind: 'DOCUMENT', file_id: fileId, category: 'Tax' });
    const latest = await createResource(s.fidAdmin, {
      title: 'IRS',
      kind: 'LINK',
      url: 'https://irs.test',
      category: 'Tax',
    });
    const all = resourceListSchema.parse((await s.calls.get(s.investor, 'resources?limit=100')).json());
    expect(all.results[0]?.id).toBe(latest.id);
    expect(all.categories).toContain('Tax');
    expect(all.categories).toEqual([...all.categories].sort());
    const tax = resourceListSchema.parse((await s.calls.get(s.viewer, 'resources?category=Tax&limit=100')).json());
    expect(tax.results.every((r) => r.category === 'Tax')).toBe(true);
    expect(tax.count).toBeGreaterThanOrEqual(2);
    const links = resourceListSchema.parse((await s.calls.get(s.investor, 'resources?kind=LINK&limit=100')).json());
    expect(links.results.every((r) => r.kind === 'LINK')).toBe(true);
    const page = resourceListSchema.parse((await s.calls.get(s.investor, 'resources?limit=1&page=2')).json());
    expect(page.results[0]?.id).toBe(all.results[1]?.id);
    expect((await s.calls.get(s.investor, 'resources?kind=VIDEO')).statusCode).toBe(400);
  });

  it('keeps tenants apart', async () => {
    expect((await s.calls.get(s.other.caller, 'resources', s.investor.fid)).statusCode).toBe(404);
    const own = resourceListSchema.parse((await s.calls.get(s.other.caller, 'resources')).json());
    expect(own.count).toBe(0);
  });
});

describe('GET resources/:id/file', () => {
  it('gives a signed link that reads the file without a bearer', async () => {
    const doc = await createResource(s.fidAdmin, { title: 'Guide', kind: 'DOCUMENT', file_id: fileId });
    const res = await s.calls.get(s.viewer, `resources/${doc.id}/file`);
    expect(res.statusCode, res.body).toBe(200);
    const link = z.object({ data: signedLinkSchema }).parse(res.json()).data;
    const file = await s.t.app.inject({ url: link.url });
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF')).toBe(true);
  });

  it('answers 404 for a link resource, an unknown one and another tenant', async () => {
    const link = await createResource(s.fidAdmin, { title: 'L', kind: 'LINK', url: 'https://l.test' });
    expect((await s.calls.get(s.investor, `resources/${link.id}/file`)).statusCode).toBe(404);
    const doc = await createResource(s.fidAdmin, { title: 'D', kind: 'DOCUMENT', file_id: fileId });
    expect((await s.calls.get(s.other.caller, `resources/${doc.id}/file`)).statusCode).toBe(404);
    expect((await s.calls.get(s.other.caller, `resources/${doc.id}/file`, s.investor.fid)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE fid-admin/resources/:id', () => {
  it('editors turn a link into a document and remove it, with the create rules, audited', async () => {
    const link = await createResource(s.fidAdmin, {
      title: 'Old portal',
      kind: 'LINK',
      url: 'https://old.example.test',
    });
    const invalid = await s.calls.put(s.editor, `fid-admin/resources/${link.id}`, { title: 'x', kind: 'DOCUMENT' });
    expect(invalid.statusCode).toBe(400);
    const foreignFile = await s.calls.put(s.editor, `fid-admin/resources/${link.id}`, {
      title: 'x',
      kind: 'DOCUMENT',
      file_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(foreignFile.statusCode).toBe(404);
    expect(foreignFile.json().detail).toBe('File not found.');
    const kinds = await expectEditable(s, 'fid-admin/resources', link, {
      body: { title: 'Subscription guide', kind: 'DOCUMENT', file_id: fileId, category: 'Guides' },
      expect: { title: 'Subscription guide', kind: 'DOCUMENT', url: null, category: 'Guides' },
    });
    expect(kinds).toEqual(['resource_created', 'resource_updated', 'resource_deleted']);
  });
});
