// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkResourceDraft } from './resource-form.tsx';

const draft = {
  title: 'Guide',
  description: '',
  kind: 'DOCUMENT' as const,
  category: 'General',
  url: '',
  file_id: null as string | null,
};

describe('checkResourceDraft', () => {
  it('asks for the file of a document and the address of a link, in plain words', () => {
    expect(checkResourceDraft(draft).errors).toEqual({ file: 'File is required' });
    expect(checkResourceDraft({ ...draft, kind: 'LINK' }).errors).toEqual({ url: 'Address is required' });
    expect(checkResourceDraft({ ...draft, kind: 'LINK', url: 'ftp://x' }).errors).toEqual({
      url: 'Address is not url',
    });
  });

  it('sends only the fields of its kind', () => {
    const fileId = '5b1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    expect(checkResourceDraft({ ...draft, file_id: fileId, url: 'https://stale.example' })).toEqual({
      body: { title: 'Guide', description: '', kind: 'DOCUMENT', category: 'General', file_id: fileId },
      errors: {},
    });
    expect(checkResourceDraft({ ...draft, kind: 'LINK', url: 'https://a.example', file_id: fileId }).body).toEqual({
      title: 'Guide',
      description: '',
      kind: 'LINK',
      category: 'General',
      url: 'https://a.example',
    });
  });
});
