import { Checkbox, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CurrencyInput } from '../../../components/inputs/currency-input/index.ts';
import type { PreFormValues, WireTemplate } from './pre-form.ts';

export interface PreFormFieldsProps {
  template: WireTemplate;
  values: PreFormValues;
  errors: Record<string, string>;
  onChange: (key: string, value: string | boolean) => void;
  /** Extra text under a field, by key (e.g. the minimum under the amount). */
  descriptions?: Record<string, ReactNode>;
  disabled?: boolean;
}

/** A pre-form (NDA_DOCUMENT_FORM, DEAL_DOCUMENT_FORM) from its template: text, currency, select, checkbox. */
export function PreFormFields({ template, values, errors, onChange, descriptions = {}, disabled }: PreFormFieldsProps) {
  return (
    <Stack gap="lg">
      {template.sections.map((section) => (
        <Stack key={section.key} gap="sm">
          <Title order={3} size="h5">
            {section.definition.title}
          </Title>
          {section.definition.fields.map((field) => {
            const common = {
              label: field.label,
              error: errors[field.key],
              description: descriptions[field.key],
              disabled,
            };
            const text = String(values[field.key] ?? '');
            switch (field.type) {
              case 'checkbox':
                return (
                  <Checkbox
                    key={field.key}
                    {...common}
                    checked={values[field.key] === true}
                    onChange={(e) => onChange(field.key, e.currentTarget.checked)}
                  />
                );
              case 'currency':
                return (
                  <CurrencyInput
                    key={field.key}
                    {...common}
                    withAsterisk={field.mandatory}
                    value={text}
                    onChange={(value) => onChange(field.key, value)}
                  />
                );
              case 'select':
                return (
                  <NativeSelect
                    key={field.key}
                    {...common}
                    withAsterisk={field.mandatory}
                    value={text}
                    onChange={(e) => onChange(field.key, e.currentTarget.value)}
                    data={[{ value: '', label: 'Choose...' }, ...(field.options ?? []).map(String)]}
                  />
                );
              default:
                return (
                  <TextInput
                    key={field.key}
                    {...common}
                    withAsterisk={field.mandatory}
                    value={text}
                    onChange={(e) => onChange(field.key, e.currentTarget.value)}
                  />
                );
            }
          })}
        </Stack>
      ))}
    </Stack>
  );
}
