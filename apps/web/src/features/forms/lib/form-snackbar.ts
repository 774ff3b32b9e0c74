import { loadSnackbar, SNACKBAR_TIMEOUT_MS } from '../../../lib/snackbar.ts';

/**
 * The snackbar of a save or submit (spec 2 and 4: success colour, errors in the error colour,
 * 4000 ms), shown through the app's notifications with a named close button (axe button-name),
 * which the shared `showSnackbar` does not give its close button.
 */
export async function formSnackbar(text: string, kind: 'success' | 'error' = 'success'): Promise<void> {
  const { notifications } = await loadSnackbar();
  notifications.show({
    message: text,
    color: kind === 'error' ? 'danger' : 'success',
    autoClose: SNACKBAR_TIMEOUT_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close' },
  });
}
