import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import type { Area, MediaSize } from 'react-easy-crop';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { cropImage } from './crop-image.ts';
import { ImageCropperModal } from './image-cropper-modal.tsx';

// jsdom neither lays out nor decodes images: a stand-in cropper reports a loaded image of a chosen
// size and a selected area, as react-easy-crop does in a browser.
const media = vi.hoisted(() => ({ naturalWidth: 800, naturalHeight: 600 }));
const AREA: Area = { x: 100, y: 0, width: 600, height: 600 };

vi.mock('react-easy-crop', () => ({
  default: function FakeCropper(props: {
    aspect: number;
    maxZoom: number;
    onMediaLoaded?: (m: MediaSize) => void;
    onCropComplete?: (a: Area, p: Area) => void;
  }) {
    const { onMediaLoaded, onCropComplete } = props;
    // Once, like a real image load.
    // biome-ignore lint/correctness/useExhaustiveDependencies: the callbacks change on every render
    useEffect(() => {
      onMediaLoaded?.({ width: 400, height: 300, ...media });
      onCropComplete?.(AREA, AREA);
    }, []);
    return <div data-testid="cropper" data-aspect={props.aspect} data-max-zoom={props.maxZoom} />;
  },
}));
vi.mock('./crop-image.ts', () => ({ cropImage: vi.fn() }));

const photo = () => new File(['png'], 'headshot.png', { type: 'image/png' });

function open(kind?: 'default' | 'logo' | 'background') {
  const onDone = vi.fn();
  const file = photo();
  renderWithRouter(<ImageCropperModal opened file={file} kind={kind} onClose={vi.fn()} onDone={onDone} />);
  return { onDone, file, user: userEvent.setup() };
}

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:crop-1'), revokeObjectURL: vi.fn() });
  Object.assign(media, { naturalWidth: 800, naturalHeight: 600 });
});

describe('ImageCropperModal', () => {
  it('crops the selected area into a new file', async () => {
    const cropped = new File(['cropped'], 'headshot.png', { type: 'image/png' });
    vi.mocked(cropImage).mockResolvedValue(cropped);
    const { onDone, file, user } = open();
    expect(await screen.findByRole('dialog', { name: 'Crop image' })).toHaveTextContent('Minimum size: 200 × 200 px');
    await user.click(screen.getByRole('button', { name: 'Crop' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(cropped));
    expect(cropImage).toHaveBeenCalledWith('blob:crop-1', AREA, file);
  });

  it('returns the original with Do not crop', async () => {
    const { onDone, file, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Do not crop' }));
    expect(onDone).toHaveBeenCalledWith(file);
  });

  it('uses the shape and minimum of the kind, never zooming below the minimum', async () => {
    Object.assign(media, { naturalWidth: 2400, naturalHeight: 1500 });
    open('background');
    const cropper = await screen.findByTestId('cropper');
    expect(cropper).toHaveAttribute('data-aspect', '2');
    expect(cropper).toHaveAttribute('data-max-zoom', '2');
    expect(screen.getByText('Minimum size: 1200 × 600 px')).toBeInTheDocument();
  });

  it('refuses an image smaller than the minimum with a clear message', async () => {
    Object.assign(media, { naturalWidth: 120, naturalHeight: 40 });
    const { onDone } = open('logo');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This image is 120 × 40 px. Please choose an image at least 144 × 48 px.',
    );
    expect(screen.getByRole('button', { name: 'Crop' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Do not crop' })).toBeDisabled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows why cropping failed', async () => {
    vi.mocked(cropImage).mockRejectedValue(new Error('The image could not be read.'));
    const { onDone, user } = open();
    await user.click(await screen.findByRole('button', { name: 'Crop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The image could not be read.');
    expect(onDone).not.toHaveBeenCalled();
  });
});
