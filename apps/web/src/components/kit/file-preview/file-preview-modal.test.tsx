import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { FilePreviewModal, type PreviewFile } from './file-preview-modal.tsx';

const createObjectURL = vi.fn(() => 'blob:http://localhost/preview-1');
const revokeObjectURL = vi.fn();

beforeEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});
afterEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
});

function open(file: PreviewFile | null, extra: Partial<Parameters<typeof FilePreviewModal>[0]> = {}) {
  const onClose = vi.fn();
  const view = renderWithRouter(<FilePreviewModal opened file={file} onClose={onClose} {...extra} />);
  return { onClose, view, user: userEvent.setup() };
}

describe('FilePreviewModal', () => {
  it('shows an image from a blob with its name and size', async () => {
    const blob = new Blob(['x'.repeat(2048)], { type: 'image/png' });
    open({ name: 'northwind-logo.png', size: 2048, blob });
    const dialog = await screen.findByRole('dialog', { name: 'northwind-logo.png' });
    expect(dialog).toHaveTextContent('2 Kb');
    expect(await screen.findByRole('img', { name: 'northwind-logo.png' })).toHaveAttribute(
      'src',
      'blob:http://localhost/preview-1',
    );
    expect(createObjectURL).toHaveBeenCalledWith(blob);
  });

  it('shows a PDF in a titled frame and releases the blob address on close', async () => {
    const blob = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { view } = open({ name: 'Subscription Agreement.pdf', size: 1_572_864, blob });
    const frame = await screen.findByTitle('Preview of Subscription Agreement.pdf');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'blob:http://localhost/preview-1');
    expect(screen.getByText('1.5 Mb')).toBeInTheDocument();
    view.unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/preview-1');
  });

  it('shows a PDF from an address', async () => {
    open({ name: 'Term Sheet.pdf', url: '/api/v1/files/term-sheet.pdf' });
    expect(await screen.findByTitle('Preview of Term Sheet.pdf')).toHaveAttribute(
      'src',
      '/api/v1/files/term-sheet.pdf',
    );
  });

  it('offers a download when there is no preview', async () => {
    const onDownload = vi.fn();
    const file = { name: 'cap-table.xlsx', size: 10, url: '/files/cap-table.xlsx' };
    const { user } = open(file, { onDownload });
    expect(await screen.findByText('No preview available')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Download' });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0]!);
    expect(onDownload).toHaveBeenCalledWith(file);
  });

  it('downloads the blob under its name by default', async () => {
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download}|${this.href}`);
    });
    const { user } = open({ name: 'logo.png', blob: new Blob(['x'], { type: 'image/png' }) });
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(clicks).toEqual(['logo.png|blob:http://localhost/preview-1']);
    click.mockRestore();
  });

  it('shows the loading and error states and closes', async () => {
    const { view, onClose, user } = open({ name: 'K-1 2025.pdf' }, { loading: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    view.unmount();
    open({ name: 'K-1 2025.pdf' }, { error: 'Failed to load file', onClose });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load file');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
