import { ADDRESS_TYPES, type AddressInput } from '@dl/contracts';
import { ActionIcon, Fieldset, Group, Select, SimpleGrid, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { COUNTRY_OPTIONS } from '#web/components/inputs/phone-input/countries.ts';
import type { FieldErrors } from '../lib/contact-validation.ts';

const COUNTRIES = COUNTRY_OPTIONS.map((c) => ({ value: c.code.toLowerCase(), label: c.name }));
const TYPE_LABEL = { HOME: 'Home', OFFICE: 'Office' } as const;

export interface AddressFieldsProps {
  value: AddressInput;
  errors: FieldErrors;
  usedTypes: string[];
  onChange: (next: AddressInput) => void;
  onRemove: () => void;
}

/** One address (spec 3 type 2: line1-3, city, province, postal, country); line1, city, postal, country required. */
export function AddressFields({ value, errors, usedTypes, onChange, onRemove }: AddressFieldsProps) {
  const set = (field: keyof AddressInput) => (next: string | null) => onChange({ ...value, [field]: next ?? '' });
  const text = (field: keyof AddressInput) => (e: React.ChangeEvent<HTMLInputElement>) =>
    set(field)(e.currentTarget.value);
  const legend = `${TYPE_LABEL[value.type]} address`;
  return (
    <Fieldset legend={legend} radius="md">
      <Group justify="space-between" mb="xs" align="flex-end">
        <Select
          label="Address type"
          data={ADDRESS_TYPES.map((t) => ({
            value: t,
            label: TYPE_LABEL[t],
            disabled: t !== value.type && usedTypes.includes(t),
          }))}
          value={value.type}
          onChange={(t) => t && onChange({ ...value, type: t as AddressInput['type'] })}
          allowDeselect={false}
          w={160}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={`Remove ${legend.toLowerCase()}`}
          onClick={onRemove}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Address Line 1" required value={value.line1} onChange={text('line1')} error={errors.line1} />
        <TextInput label="Address Line 2" value={value.line2 ?? ''} onChange={text('line2')} error={errors.line2} />
        <TextInput label="Address Line 3" value={value.line3 ?? ''} onChange={text('line3')} error={errors.line3} />
        <TextInput label="City" required value={value.city} onChange={text('city')} error={errors.city} />
        <TextInput
          label="State / Province"
          value={value.province ?? ''}
          onChange={text('province')}
          error={errors.province}
        />
        <TextInput label="Postal Code" required value={value.postal} onChange={text('postal')} error={errors.postal} />
        <Select
          label="Country"
          required
          searchable
          data={COUNTRIES}
          value={value.country || null}
          onChange={set('country')}
          error={errors.country}
          nothingFoundMessage="No Results Found."
        />
      </SimpleGrid>
    </Fieldset>
  );
}
