import { showSnackbar } from '#web/lib/snackbar.ts';

/** The snackbar of a save or submit (spec 2 and 4: success colour, errors in the error colour, 4000 ms). */
export async function formSnackbar(text: string, kind: 'success' | 'error' = 'success'): Promise<void> {
  await showSnackbar({ text, color: kind });
}
