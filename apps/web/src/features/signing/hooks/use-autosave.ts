import { useEffect, useRef, useState } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Spec 4's debounce for typed input elsewhere (500 ms), a little longer for a save. */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves `value` a moment after it last changed (not on the first render). A failed save leaves the
 * value where it is; the state says so.
 */
export function useAutosave<T>(value: T, save: ((value: T) => Promise<void>) | undefined): AutosaveState {
  const [state, setState] = useState<AutosaveState>('idle');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!save) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      setState('saving');
      save(value).then(
        () => !cancelled && setState('saved'),
        () => !cancelled && setState('failed'),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [value, save]);
  return state;
}
