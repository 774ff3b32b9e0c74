import type { ChangeEvent } from 'react';
import { type BrandingValues, type FieldErrors, getAt } from '../lib/branding-form.ts';

/** What every section of the editor reads and writes: the values, their errors, and whether it may change them. */
export interface BrandingForm {
  tenantId: string;
  values: BrandingValues;
  errors: FieldErrors;
  readOnly: boolean;
  set: (path: string, value: unknown) => void;
}

/** The props of a text input bound to a field path: value, change, error, read-only state. */
export function textField(form: BrandingForm, path: string) {
  const value = getAt(form.values, path);
  return {
    value: typeof value === 'string' ? value : '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(path, event.currentTarget.value),
    error: form.errors[path],
    readOnly: form.readOnly,
  };
}

/** The props of a switch bound to a boolean field path. */
export function switchField(form: BrandingForm, path: string) {
  return {
    checked: getAt(form.values, path) === true,
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.set(path, event.currentTarget.checked),
    disabled: form.readOnly,
  };
}
