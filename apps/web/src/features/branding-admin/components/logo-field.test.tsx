import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Area, MediaSize } from 'react-easy-crop';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-error.ts';
import { renderWithRouter } from '#web/test/render.tsx';
import { TENANT_ID } from '../test-data.ts';
import { LogoField } from './logo-field.tsx';

// jsdom neither lays out nor decodes images: a stand-in cropper reports a loaded 600 × 200 image.
vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    onMediaLoaded?: (m: MediaSize) => void;
    onCropComplete?: (a: Area, p: Area) => void;
  }) {
    const { onMediaLoaded, onCropComplete } = props;
    // biome-ignore lint/correctness/useExhaustiveDependencies: once, like a real image load
    useEffect(() => {
      const area = { x: 0, y: 0, width: 600, height: 200 };
      onMediaLoaded?.({ width: 600, height: 200, naturalWidth: 600, naturalHeight: 200 });
      onCropComplete?.(area, area);
    }, []);
    return <div data-testid="cropper" />;
  },
}));

const URL_OF_LOGO = '/api/v1/public/branding-images/0b6c2f7e-6f5e-4b8a-9a59-1d3f6c1e2a40';
const uploaded = (file: File) => ({
  url: URL_OF_LOGO,
  id: '0b6c2f7e-6f5e-4b8a-9a59-1d3f6c1e2a40',
  name: file.name,
  mime_type: file.type,
  size: file.size,
  sha256: 'a'.repeat(64),
});

function renderField(upload = vi.fn(async (_tenantId: string, file: File) => uploaded(file))) {
  const onChange = vi.fn();
  renderWithRouter(
    <LogoField
      label="Logo"
      kind="logo"
      tenantId={TENANT_ID}
      value={null}
      onChange={onChange}
      readOnly={false}
      upload={upload}
    />,
  );
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  return { onChange, upload, input, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:logo-1'), revokeObjectURL: vi.fn() });
});

describe('LogoField', () => {
  it('crops a PNG at the logo minimum, uploads it, and takes its public url', async () => {
    const { onChange, upload, input, user } = renderField();
    const file = new File(['png'], 'harbor.png', { type: 'image/png' });
    await user.upload(input, file);
    const dialog = await screen.findByRole('dialog', { name: 'Crop logo' });
    expect(dialog).toHaveTextContent('Minimum size: 144 × 48 px');
    await user.click(screen.getByRole('button', { name: 'Do not crop' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(URL_OF_LOGO));
    expect(upload).toHaveBeenCalledWith(TENANT_ID, file);
  });

  it('refuses another type before any upload, and shows a refused upload', async () => {
    const refused = vi.fn(async () => {
      throw new ApiError(400, 'Please upload PNG / JPEG / WebP files only', 'BAD_REQUEST');
    });
    const { onChange, input, user } = renderField(refused);
    await user.upload(input, new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload PNG / JPEG / WebP files only');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.upload(input, new File(['fake'], 'logo.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Do not crop' }));
    await waitFor(() => expect(refused).toHaveBeenCalled());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please upload PNG / JPEG / WebP files only');
    expect(onChange).not.toHaveBeenCalled();
  });
});
