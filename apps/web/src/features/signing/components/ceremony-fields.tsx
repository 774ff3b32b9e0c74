import type { SigningSession } from '@dl/contracts';
import { Checkbox, Stack, TextInput, Title } from '@mantine/core';
import type { FieldValues } from '../lib/field-values.ts';

export interface CeremonyFieldsProps {
  fields: SigningSession['document']['fields'];
  values: FieldValues;
  errors: Record<string, string>;
  onChange: (name: string, value: string | boolean) => void;
  disabled?: boolean;
}

const PREFILLED = 'From your investment: the document states this value as it is recorded.';

/**
 * The document's fillable fields (fill-form mode, spec 4 "Document digitization"). A `prefilled` field
 * (the investment amount) shows the recorded value as it will be sealed, read-only.
 */
export function CeremonyFields({ fields, values, errors, onChange, disabled = false }: CeremonyFieldsProps) {
  if (fields.length === 0) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h5">
        Fill in the document
      </Title>
      {fields.map((field) =>
        field.type === 'checkbox' ? (
          <Checkbox
            key={field.name}
            label={field.label}
            checked={values[field.name] === true}
            onChange={(e) => onChange(field.name, e.currentTarget.checked)}
            error={errors[field.name]}
            disabled={disabled}
          />
        ) : (
          <TextInput
            key={field.name}
            label={field.label}
            withAsterisk={field.required && !field.prefilled}
            value={String(values[field.name] ?? '')}
            onChange={(e) => onChange(field.name, e.currentTarget.value)}
            error={errors[field.name]}
            disabled={disabled}
            readOnly={field.prefilled === true}
            description={field.prefilled ? PREFILLED : undefined}
            maxLength={2000}
          />
        ),
      )}
    </Stack>
  );
}
