import { refreshRoute } from '@dl/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { setSession } from '#web/lib/session-store.ts';
import { accessToken, FID_ID, session } from '#web/test/factories.ts';
import { mockApi, on } from '#web/test/mock-api.ts';
import { uploadStaticAsset } from './upload-static-asset.ts';

/** Stands in for XMLHttpRequest: records the request and lets the test answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.last = this;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const file = new File(['%PDF-1.7'], 'deck.pdf', { type: 'application/pdf' });
const stored = {
  url: `/api/v1/fid/${FID_ID}/static-assets/7d9f0c1e-2b3a-4c5d-8e6f-0a1b2c3d4e5f`,
  id: '7d9f0c1e-2b3a-4c5d-8e6f-0a1b2c3d4e5f',
  name: 'deck.pdf',
  mime_type: 'application/pdf',
  size: 8,
  sha256: 'c0ffee',
};

describe('uploadStaticAsset', () => {
  afterEach(() => {
    FakeXhr.last = undefined;
  });

  it('posts the file field with the bearer token and reports progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const current = session();
    setSession(current);
    const progress: number[] = [];
    const pending = uploadStaticAsset({ file, group: 'pdf_image', onProgress: (p) => progress.push(p) });

    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(`/api/v1/fid/${FID_ID}/static-assets?group=pdf_image`);
    expect(xhr.headers.Authorization).toBe(`Bearer ${current.access}`);
    expect(xhr.body?.get('file')).toBeInstanceOf(File);

    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(201, stored);
    await expect(pending).resolves.toEqual(stored);
    expect(progress).toEqual([25, 100]);
  });

  it("rejects with the server's detail", async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(session());
    const pending = uploadStaticAsset({ file, group: 'document' });
    FakeXhr.last!.answer(400, { detail: 'Please upload PDF files only', code: 'WRONG_FILE_TYPE' });
    await expect(pending).rejects.toMatchObject({ status: 400, detail: 'Please upload PDF files only' });
  });

  it('rejects an answer that is not an upload result', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(session());
    const pending = uploadStaticAsset({ file, group: 'document' });
    FakeXhr.last!.answer(201, { url: 42 });
    await expect(pending).rejects.toMatchObject({ code: 'INVALID_RESPONSE', detail: null });
  });

  it('refreshes the token once on 401 and sends the file again', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(session({ refresh: 'refresh-1' }));
    const fresh = accessToken({}, 'fresh');
    const calls = mockApi(on(refreshRoute, () => ({ access: fresh, refresh: 'refresh-2' })));
    const pending = uploadStaticAsset({ file, group: 'document' });
    const first = FakeXhr.last!;
    first.answer(401, { detail: 'Token expired', code: 'UNAUTHENTICATED' });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    expect(calls).toEqual([expect.objectContaining({ url: '/api/v1/token/refresh', body: { refresh: 'refresh-1' } })]);
    expect(FakeXhr.last!.headers.Authorization).toBe(`Bearer ${fresh}`);
    FakeXhr.last!.answer(201, stored);
    await expect(pending).resolves.toEqual(stored);
  });

  it('aborts through the signal', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSession(session());
    const controller = new AbortController();
    const pending = uploadStaticAsset({ file, group: 'document', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing without a session', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    await expect(uploadStaticAsset({ file, group: 'document' })).rejects.toBeInstanceOf(ApiError);
    expect(FakeXhr.last).toBeUndefined();
  });
});
