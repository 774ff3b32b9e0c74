import type { FormResponse, FormTemplate } from '@dl/domain';
import { useState } from 'react';
import { clientErrors } from '../lib/client-errors.ts';
import { isEmptyAnswer } from '../lib/field-values.ts';

const NO_ERRORS: Readonly<Record<string, string>> = {};

/** The saved answers to the template's fields (empty ones left out, as the renderer keeps them). */
function savedAnswers(template: FormTemplate, saved: Readonly<Record<string, unknown>> | null) {
  const keys = new Set(template.sections.flatMap((s) => s.definition.fields.map((f) => f.key)));
  return Object.fromEntries(Object.entries(saved ?? {}).filter(([key, v]) => keys.has(key) && !isEmptyAnswer(v)));
}

/**
 * Answers to a form sent in one go with something else (the NDA and deal pre-forms), for the
 * FormRenderer. `check` shows the engine's messages, the ones the server answers, and tells whether
 * there were none; a field showing one is checked live while it is corrected.
 */
export function useCheckedAnswers(template: FormTemplate, saved: Readonly<Record<string, unknown>> | null) {
  const [value, setValue] = useState<FormResponse>(() => ({
    template_version: template.version,
    values: savedAnswers(template, saved),
  }));
  const [errors, setErrors] = useState(NO_ERRORS);
  const check = (): boolean => {
    const found = clientErrors(template, value.values);
    const valid = Object.keys(found).length === 0;
    setErrors(valid ? NO_ERRORS : found);
    return valid;
  };
  return { value, onChange: setValue, errors, check };
}
