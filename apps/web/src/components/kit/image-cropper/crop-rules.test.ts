// @vitest-environment node
import { CROP_MINIMUMS } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { cropAspect, isBelowMinimum, largestCrop, maxZoomFor, tooSmallMessage } from './crop-rules.ts';

describe('crop rules (spec 5 minimums)', () => {
  it.each([
    ['logo', 3],
    ['logo_small', 1],
    ['background', 2],
    ['profile', 1],
    ['default', 1],
  ] as const)('%s has aspect %d', (kind, aspect) => {
    expect(cropAspect(kind)).toBe(aspect);
  });

  it.each([
    ['logo', { width: 143, height: 48 }, true],
    ['logo', { width: 144, height: 48 }, false],
    ['logo_small', { width: 48, height: 47 }, true],
    ['background', { width: 1200, height: 599 }, true],
    ['background', { width: 1920, height: 1080 }, false],
    ['profile', { width: 143, height: 900 }, true],
    ['profile', { width: 144, height: 10 }, false],
    ['default', { width: 199, height: 500 }, true],
    ['default', { width: 200, height: 200 }, false],
  ] as const)('%s: %o below minimum is %s', (kind, size, expected) => {
    expect(isBelowMinimum(size, CROP_MINIMUMS[kind])).toBe(expected);
  });

  it('explains the refusal', () => {
    expect(tooSmallMessage({ width: 120, height: 90 }, CROP_MINIMUMS.default)).toBe(
      'This image is 120 × 90 px. Please choose an image at least 200 × 200 px.',
    );
    expect(tooSmallMessage({ width: 100, height: 90 }, CROP_MINIMUMS.profile)).toBe(
      'This image is 100 × 90 px. Please choose an image at least 144 px wide.',
    );
  });

  it('finds the largest box of the shape', () => {
    expect(largestCrop({ width: 1000, height: 400 }, 1)).toEqual({ width: 400, height: 400 });
    expect(largestCrop({ width: 300, height: 400 }, 3)).toEqual({ width: 300, height: 100 });
  });

  it.each([
    [{ width: 800, height: 800 }, 1, CROP_MINIMUMS.default, 4],
    [{ width: 200, height: 200 }, 1, CROP_MINIMUMS.default, 1],
    [{ width: 2400, height: 1200 }, 2, CROP_MINIMUMS.background, 2],
    [{ width: 5000, height: 5000 }, 1, CROP_MINIMUMS.logo_small, 10],
    [{ width: 1440, height: 2000 }, 1, CROP_MINIMUMS.profile, 10],
  ])('max zoom of %o at aspect %d', (image, aspect, minimum, expected) => {
    expect(maxZoomFor(image, aspect, minimum)).toBe(expected);
  });
});
