/** An unstyled fieldset whose legend reads like the form's field labels (and no browser margin). */
export const FORM_FIELDSET = {
  variant: 'unstyled',
  m: 0,
  p: 0,
  styles: { legend: { fontWeight: 600, fontSize: 'var(--mantine-font-size-sm)', marginBottom: 4 } },
} as const;
