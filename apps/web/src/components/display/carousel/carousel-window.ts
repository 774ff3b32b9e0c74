/** Spec 2 "Carousel": four items at a time on desktop. */
export const CAROUSEL_PER_VIEW = 4;

/** Next is enabled while the first shown index plus the items shown is below the count (spec 2). */
export function canGoNext(index: number, perView: number, count: number): boolean {
  return index + perView < count;
}

export function canGoPrevious(index: number): boolean {
  return index > 0;
}

/** The first index that still fills the view, for when the count or the view size shrinks. */
export function clampIndex(index: number, perView: number, count: number): number {
  return Math.max(0, Math.min(index, count - perView));
}
