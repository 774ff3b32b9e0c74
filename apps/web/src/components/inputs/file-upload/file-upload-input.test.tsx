import type { UploadResult } from '@dl/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { acceptFor, fileProblem } from './file-checks.ts';
import { FileUploadInput } from './file-upload-input.tsx';
import type { Uploader, UploadRequest } from './upload-static-asset.ts';

const MB = 1024 * 1024;
const pdf = () => new File(['%PDF-1.7 deck'], 'deck.pdf', { type: 'application/pdf' });
const result: UploadResult = {
  url: '/api/v1/fid/f/static-assets/1',
  id: '7d9f0c1e-2b3a-4c5d-8e6f-0a1b2c3d4e5f',
  name: 'deck.pdf',
  mime_type: 'application/pdf',
  size: 1536,
  sha256: 'ab',
};

describe('file checks', () => {
  it('accepts by extension or MIME type and names the group otherwise', () => {
    expect(acceptFor('image')).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
    expect(fileProblem({ name: 'deck.PDF', type: '', size: 10 }, 'document', { maxBytes: MB })).toBeNull();
    expect(fileProblem({ name: 'scan', type: 'image/png', size: 10 }, 'image', { maxBytes: MB })).toBeNull();
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: 10 }, 'document', { maxBytes: MB })).toBe(
      'Please upload PDF files only',
    );
    expect(fileProblem({ name: 'a.txt', type: 'text/plain', size: 1 }, 'data', { maxBytes: MB })).toBe(
      'Please upload excel sheet / CSV files only',
    );
    expect(fileProblem({ name: 'a.doc', type: '', size: 1 }, 'zip', { side: 'investor', maxBytes: MB })).toBe(
      ' upload ZIP files only',
    );
  });

  it('states the size and the limit', () => {
    expect(fileProblem({ name: 'a.pdf', type: '', size: 60 * MB }, 'document', { maxBytes: 50 * MB })).toBe(
      'The file is too large (60 Mb). Files up to 50 Mb can be uploaded.',
    );
  });
});

function controlledUploader() {
  let request: UploadRequest | undefined;
  let settle: { resolve: (r: UploadResult) => void; reject: (e: unknown) => void } | undefined;
  const uploader = vi.fn<Uploader>(
    (r) =>
      new Promise((resolve, reject) => {
        request = r;
        settle = { resolve, reject };
      }),
  );
  return { uploader, request: () => request, settle: () => settle };
}

function renderInput(uploader: Uploader, extra: { side?: 'investor'; onUploaded?: () => void } = {}) {
  const view = renderWithRouter(<FileUploadInput label="Pitch deck" uploader={uploader} {...extra} />);
  const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
  return { input, user: userEvent.setup({ applyAccept: false }) };
}

describe('FileUploadInput', () => {
  it('offers only the group types and shows the limits', () => {
    const { input } = renderInput(vi.fn());
    expect(input).toHaveAttribute('accept', acceptFor('document'));
    expect(screen.getByText('PDF files up to 50 Mb')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pitch deck' })).toBeInTheDocument();
  });

  it('shows the percent while uploading and the file once stored', async () => {
    const { uploader, request, settle } = controlledUploader();
    const onUploaded = vi.fn();
    const { input, user } = renderInput(uploader, { onUploaded });
    await user.upload(input, pdf());
    expect(uploader).toHaveBeenCalledWith(expect.objectContaining({ group: 'document' }));

    act(() => request()?.onProgress?.(42));
    const bar = screen.getByRole('progressbar', { name: 'Uploading deck.pdf' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();

    await act(async () => settle()?.resolve(result));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded deck.pdf (1.5 Kb)');
    expect(onUploaded).toHaveBeenLastCalledWith(result);
  });

  it("shows the server's detail when the upload is refused", async () => {
    const uploader = vi
      .fn<Uploader>()
      .mockRejectedValue(new ApiError(413, 'The file is larger than 50 Mb.', 'TOO_LARGE'));
    const { input, user } = renderInput(uploader);
    await user.upload(input, pdf());
    expect(await screen.findByText('The file is larger than 50 Mb.')).toBeInTheDocument();
  });

  it("falls back to 'Failed to upload file'", async () => {
    const uploader = vi.fn<Uploader>().mockRejectedValue(new ApiError(0, null, 'NETWORK_ERROR'));
    const { input, user } = renderInput(uploader);
    await user.upload(input, pdf());
    expect(await screen.findByText('Failed to upload file')).toBeInTheDocument();
  });

  it('refuses a wrong type without uploading, in the investor form when asked', async () => {
    const uploader = vi.fn<Uploader>();
    const { input, user } = renderInput(uploader, { side: 'investor' });
    await user.upload(input, new File(['x'], 'photo.png', { type: 'image/png' }));
    expect(await screen.findByText('upload PDF files only')).toBeInTheDocument();
    expect(uploader).not.toHaveBeenCalled();
  });

  it('refuses a file over the size limit', async () => {
    const uploader = vi.fn<Uploader>();
    const { input, user } = renderInput(uploader);
    const big = pdf();
    Object.defineProperty(big, 'size', { value: 51 * MB });
    await user.upload(input, big);
    expect(await screen.findByText(/too large \(51 Mb\)/)).toBeInTheDocument();
    expect(uploader).not.toHaveBeenCalled();
  });
});
