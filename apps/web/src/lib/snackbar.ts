import { useMemo, useSyncExternalStore } from 'react';

/** Spec 9: snackbar timeout 4000 ms. */
export const SNACKBAR_TIMEOUT_MS = 4000;

/**
 * Spec 2 and 4 "Snackbar": default colour success, errors use the error colour, 4000 ms, shown at
 * the bottom (the position is set where the container is mounted, by SnackbarHost).
 */
export interface SnackbarMessage {
  text: string;
  /** 'success' (default), 'error', or a theme colour name. */
  color?: 'success' | 'error' | (string & {});
  /** Milliseconds before it closes; `false` keeps it open. */
  timeout?: number | false;
}

type NotificationsModule = typeof import('@mantine/notifications');

/**
 * The notifications code loads on first use (or when a logged-in shell asks for it), not with the
 * login page, which never shows a snackbar.
 */
let module: Promise<NotificationsModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

export function loadSnackbar(): Promise<NotificationsModule> {
  if (!requested) {
    requested = true;
    for (const listener of [...listeners]) listener();
  }
  // A failed download is tried again on the next snackbar.
  module ??= import('@mantine/notifications').catch((error: unknown) => {
    module = null;
    throw error;
  });
  return module;
}

/** Whether the container must be mounted: true once anything asked for the snackbar. */
export function useSnackbarRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}

/** Theme colour of a snackbar colour name: the tenant's success and error palettes (brand-theme.ts). */
function themeColor(color: string): string {
  return color === 'error' ? 'danger' : color;
}

/** Shows a snackbar; resolves with its id (to update or hide it). */
export async function showSnackbar({
  text,
  color = 'success',
  timeout = SNACKBAR_TIMEOUT_MS,
}: SnackbarMessage): Promise<string> {
  const { notifications } = await loadSnackbar();
  return notifications.show({
    message: text,
    color: themeColor(color),
    autoClose: timeout,
    withBorder: true,
    // The close button is an icon: it needs a name for screen readers (axe button-name).
    closeButtonProps: { 'aria-label': 'Close' },
  });
}

export interface Snackbar {
  show: (message: SnackbarMessage) => Promise<string>;
  success: (text: string) => Promise<string>;
  error: (text: string) => Promise<string>;
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
