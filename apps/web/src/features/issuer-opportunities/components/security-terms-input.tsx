import type { SecurityTerms } from '@dl/contracts';
import { NativeSelect, NumberInput, SimpleGrid, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { TERM_TYPE_NAMES, TERM_TYPES, type TermField, type TermType, termFields } from '../lib/security-term-inputs.ts';

export interface SecurityTermsInputProps {
  value: SecurityTerms | null;
  onChange: (terms: SecurityTerms | null) => void;
}

type Terms = Record<string, unknown>;

const TYPE_CHOICES = [
  { value: '', label: 'Not set yet' },
  ...TERM_TYPES.map((type) => ({ value: String(type), label: `${type} · ${TERM_TYPE_NAMES[type]}` })),
];

function TermInput({ field, terms, set }: { field: TermField; terms: Terms; set: (key: string, v: unknown) => void }) {
  const value = terms[field.key];
  const { input, label, key } = field;
  switch (input.kind) {
    case 'money':
      return (
        <CurrencyInput
          label={label}
          precision={4}
          value={typeof value === 'string' ? value : ''}
          onChange={(v) => set(key, v || undefined)}
        />
      );
    case 'number':
      return (
        <NumberInput
          label={label}
          min={0}
          allowNegative={false}
          allowDecimal={!input.integer}
          suffix={input.suffix}
          value={typeof value === 'number' ? value : ''}
          onChange={(v) => set(key, typeof v === 'number' ? v : undefined)}
        />
      );
    case 'choice':
      return (
        <NativeSelect
          label={label}
          data={[{ value: '', label: 'Not set' }, ...input.options]}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(key, e.currentTarget.value || undefined)}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          maxLength={200}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => set(key, e.currentTarget.value || undefined)}
        />
      );
  }
}

/**
 * Spec 3 "Security terms by type number": the security type 1-9 the subscription will issue, and the
 * fields of that type. Every field may stay empty (the investor then reads 'Missing Information').
 */
export function SecurityTermsInput({ value, onChange }: SecurityTermsInputProps) {
  const terms = (value ?? {}) as Terms;
  const set = (key: string, v: unknown) => {
    const next: Terms = { ...terms, [key]: v };
    if (v === undefined) delete next[key];
    onChange(next as SecurityTerms);
  };
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Security type"
        description="What the subscription will issue"
        data={TYPE_CHOICES}
        value={value ? String(value.type) : ''}
        onChange={(e) => {
          const type = e.currentTarget.value;
          onChange(type ? ({ type: Number(type) as TermType } as SecurityTerms) : null);
        }}
      />
      {value ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <VisuallyHidden component="legend">Terms of type {value.type}</VisuallyHidden>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {termFields(value.type).map((field) => (
              <TermInput key={field.key} field={field} terms={terms} set={set} />
            ))}
          </SimpleGrid>
        </fieldset>
      ) : (
        <Text size="sm" c="dimmed">
          Choose a security type to enter its terms.
        </Text>
      )}
    </Stack>
  );
}
