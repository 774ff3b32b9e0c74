import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';

/** Spec 9: snackbar timeout 4000 ms. */
export const SNACKBAR_TIMEOUT_MS = 4000;

/**
 * Spec 2 and 4 "Snackbar": default colour success, errors use the error colour, 4000 ms, shown at
 * the bottom (the position is set where the notifications container is mounted, in the providers).
 */
export interface SnackbarMessage {
  text: string;
  /** 'success' (default), 'error', or a theme colour name. */
  color?: 'success' | 'error' | (string & {});
  /** Milliseconds before it closes; `false` keeps it open. */
  timeout?: number | false;
}

/** Theme colour of a snackbar colour name: the tenant's success and error palettes (brand-theme.ts). */
function themeColor(color: string): string {
  if (color === 'error') return 'danger';
  return color;
}

export function showSnackbar({ text, color = 'success', timeout = SNACKBAR_TIMEOUT_MS }: SnackbarMessage): string {
  return notifications.show({
    message: text,
    color: themeColor(color),
    autoClose: timeout,
    withBorder: true,
  });
}

export interface Snackbar {
  show: (message: SnackbarMessage) => string;
  success: (text: string) => string;
  error: (text: string) => string;
}

/** The snackbar for components: `const snackbar = useSnackbar(); snackbar.error('Failed to load data')`. */
export function useSnackbar(): Snackbar {
  return useMemo(
    () => ({
      show: showSnackbar,
      success: (text) => showSnackbar({ text }),
      error: (text) => showSnackbar({ text, color: 'error' }),
    }),
    [],
  );
}
