import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Uploader } from './upload-static-asset.ts';
import { useTrackedUploader } from './use-tracked-uploader.ts';

const stored = { id: 'f1', name: 'a.pdf', size: 1, url: '/f1', mime_type: 'application/pdf', sha256: 'a'.repeat(64) };
const request = { file: new File(['x'], 'a.pdf'), group: 'document' as const };

describe('useTrackedUploader', () => {
  it('is uploading while any file is being sent, also after a failure ends', async () => {
    const finishes: Array<(ok: boolean) => void> = [];
    const base = vi.fn<Uploader>(
      () => new Promise((resolve, reject) => finishes.push((ok) => (ok ? resolve(stored) : reject(new Error('x'))))),
    );
    const { result } = renderHook(() => useTrackedUploader(base));
    expect(result.current.uploading).toBe(false);

    let first: Promise<unknown> = Promise.resolve();
    let second: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.uploader(request);
      second = result.current.uploader(request).catch(() => undefined);
    });
    expect(result.current.uploading).toBe(true);
    await act(async () => {
      finishes[0]?.(true);
      await first;
    });
    expect(result.current.uploading).toBe(true);
    await act(async () => {
      finishes[1]?.(false);
      await second;
    });
    expect(result.current.uploading).toBe(false);
    await expect(first).resolves.toEqual(stored);
  });
});
