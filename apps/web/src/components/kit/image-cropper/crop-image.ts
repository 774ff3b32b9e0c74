import type { Area } from 'react-easy-crop';

const KEPT_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** Draws the selected area of the image on a canvas and returns it as a file like the original. */
export async function cropImage(src: string, area: Area, original: Pick<File, 'name' | 'type'>): Promise<File> {
  const image = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(area.width);
  canvas.height = Math.round(area.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('The image could not be cropped in this browser.');
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const type = KEPT_TYPES.has(original.type) ? original.type : 'image/png';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.92));
  if (!blob) throw new Error('The image could not be cropped in this browser.');
  const name = type === original.type ? original.name : original.name.replace(/(\.[^.]*)?$/, `.${EXTENSIONS[type]}`);
  return new File([blob], name, { type });
}
