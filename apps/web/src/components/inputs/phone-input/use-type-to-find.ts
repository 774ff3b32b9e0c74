import { useCallback, useEffect, useRef } from 'react';

/** Spec 9: the country list's type-to-find text resets after 700 ms. */
export const TYPE_TO_FIND_RESET_MS = 700;

export interface TypeToFind {
  /** Adds a typed character and answers the text typed so far. */
  type: (char: string) => string;
  /** Whether a search is under way (a space then belongs to the text, e.g. "United K"). */
  isTyping: () => boolean;
}

export function useTypeToFind(resetMs: number = TYPE_TO_FIND_RESET_MS): TypeToFind {
  const buffer = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const type = useCallback(
    (char: string) => {
      buffer.current += char;
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        buffer.current = '';
      }, resetMs);
      return buffer.current;
    },
    [resetMs],
  );
  const isTyping = useCallback(() => buffer.current !== '', []);
  return { type, isTyping };
}
