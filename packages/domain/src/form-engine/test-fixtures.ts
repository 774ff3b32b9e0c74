import type { FormField, FormSection, FormTemplate } from './types.ts';

/** A one-section template around the given fields (test helper). */
export function formOf(fields: readonly FormField[], version = 1): FormTemplate {
  return { internal_name: 'test-form', kind: 'KYC_INDIVIDUAL', version, sections: [section('main', fields)] };
}

export function section(key: string, fields: readonly FormField[], branch?: FormSection['definition']['branch']) {
  return { key, definition: { id: key, title: key, fields, ...(branch === undefined ? {} : { branch }) } };
}

export function templateOf(sections: readonly FormSection[], version = 1): FormTemplate {
  return { internal_name: 'test-form', kind: 'KYC_ENTITY', version, sections };
}
