import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling box holds more than it shows to its right: the table's "scroll for
 * more" hint (issue 14 point 6) shows while it does, so a key column past the edge of a 390 px
 * screen is never silently out of sight.
 */
export function useScrollHint() {
  const ref = useRef<HTMLDivElement | null>(null);
  const [moreToTheRight, setMoreToTheRight] = useState(false);
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setMoreToTheRight(el.scrollWidth - el.clientWidth - el.scrollLeft > 1);
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, moreToTheRight, onScroll: measure };
}
