import { useDebouncedCallback } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';

export type AutosaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Spec 4's debounce for typed input elsewhere (500 ms), a little longer for a save. */
export const AUTOSAVE_DELAY_MS = 800;

const STATE_OF = { idle: 'idle', pending: 'saving', success: 'saved', error: 'failed' } as const;

interface Change<T> {
  value: T;
  save: (value: T) => Promise<void>;
}

/**
 * Saves `value` a moment after it (or `save`) last changed, not on the first render. The saves of
 * one form run one after another, so the last value is the one stored. A failed save leaves the
 * value where it is; the state says so.
 */
export function useAutosave<T>(value: T, save: ((value: T) => Promise<void>) | undefined): AutosaveState {
  const scope = useId();
  const { mutate, status } = useMutation({
    mutationFn: ({ value: next, save: send }: Change<T>) => send(next),
    scope: { id: `autosave:${scope}` },
  });
  const saveLater = useDebouncedCallback((change: Change<T>) => mutate(change), AUTOSAVE_DELAY_MS);
  const initial = useRef({ value, save, changed: false });
  useEffect(() => {
    const start = initial.current;
    if (!start.changed && value === start.value && save === start.save) return;
    start.changed = true;
    if (save) saveLater({ value, save });
    else saveLater.cancel();
  }, [value, save, saveLater]);
  return STATE_OF[status];
}
