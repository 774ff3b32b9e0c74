import { CROP_MINIMUMS } from '@dl/domain';

export type CropKind = keyof typeof CROP_MINIMUMS;

export interface Size {
  width: number;
  height: number;
}

/** Zoom never goes past this, however large the image. */
const ZOOM_LIMIT = 10;

/** The crop box's shape: the minimum's own ratio, square when the minimum gives only a width (profile). */
export function cropAspect(kind: CropKind): number {
  const { width, height } = CROP_MINIMUMS[kind];
  return width > 0 && height > 0 ? width / height : 1;
}

/** Spec 5: an image below the minimum size of its kind is refused. */
export function isBelowMinimum(image: Size, minimum: Size): boolean {
  return image.width < minimum.width || image.height < minimum.height;
}

function describeMinimum({ width, height }: Size): string {
  return height > 0 ? `${width} × ${height} px` : `${width} px wide`;
}

export function tooSmallMessage(image: Size, minimum: Size): string {
  return `This image is ${image.width} × ${image.height} px. Please choose an image at least ${describeMinimum(minimum)}.`;
}

/** The largest box of the given shape that fits in the image: what zoom 1 selects. */
export function largestCrop(image: Size, aspect: number): Size {
  const width = Math.min(image.width, image.height * aspect);
  return { width, height: width / aspect };
}

/** Highest zoom at which the selected area still meets the minimum (so a crop is never too small). */
export function maxZoomFor(image: Size, aspect: number, minimum: Size): number {
  const largest = largestCrop(image, aspect);
  const byWidth = minimum.width > 0 ? largest.width / minimum.width : ZOOM_LIMIT;
  const byHeight = minimum.height > 0 ? largest.height / minimum.height : ZOOM_LIMIT;
  return Math.max(1, Math.min(ZOOM_LIMIT, byWidth, byHeight));
}
