import { afterEach, describe, expect, it, vi } from 'vitest';
import { cropImage } from './crop-image.ts';

class LoadedImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(_value: string) {
    queueMicrotask(() => this.onload?.());
  }
}

function stubCanvas() {
  const drawImage = vi.fn();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage,
  } as unknown as CanvasRenderingContext2D);
  const toBlob = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    done: BlobCallback,
    type?: string,
  ) {
    done(new Blob([`${this.width}x${this.height}`], { type }));
  });
  vi.stubGlobal('Image', LoadedImage);
  return { drawImage, toBlob };
}

afterEach(() => vi.restoreAllMocks());

describe('cropImage', () => {
  it('draws the selected area onto a canvas of that size and keeps the name and type', async () => {
    const { drawImage } = stubCanvas();
    const file = await cropImage(
      'blob:x',
      { x: 10.4, y: 20, width: 300.2, height: 100 },
      { name: 'logo.jpg', type: 'image/jpeg' },
    );
    expect(drawImage).toHaveBeenCalledWith(expect.any(LoadedImage), 10.4, 20, 300.2, 100, 0, 0, 300, 100);
    expect(file.name).toBe('logo.jpg');
    expect(file.type).toBe('image/jpeg');
    expect(file.size).toBe('300x100'.length);
  });

  it('writes PNG for other image types', async () => {
    stubCanvas();
    const file = await cropImage(
      'blob:x',
      { x: 0, y: 0, width: 48, height: 48 },
      { name: 'mark.gif', type: 'image/gif' },
    );
    expect(file.name).toBe('mark.png');
    expect(file.type).toBe('image/png');
  });
});
