import { PHONE_TYPES } from '@dl/contracts';
import { ActionIcon, Group, Select } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Country } from '#web/components/inputs/phone-input/countries.ts';
import { PhoneInput } from '#web/components/inputs/phone-input/index.ts';

export interface PhoneValue {
  type: (typeof PHONE_TYPES)[number];
  country: string;
  number: string;
}

const TYPE_LABEL = { HOME: 'Home', OFFICE: 'Office', CELL: 'Cell' } as const;

/** One phone (spec 3: HOME, OFFICE, CELL) with its country; the country starts at the browser's region. */
export function PhoneFields({
  value,
  error,
  usedTypes,
  onChange,
  onRemove,
}: {
  value: PhoneValue;
  error?: string;
  usedTypes: string[];
  onChange: (next: PhoneValue) => void;
  onRemove: () => void;
}) {
  const label = `${TYPE_LABEL[value.type]} phone`;
  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      <Select
        label="Phone type"
        data={PHONE_TYPES.map((t) => ({
          value: t,
          label: TYPE_LABEL[t],
          disabled: t !== value.type && usedTypes.includes(t),
        }))}
        value={value.type}
        onChange={(t) => t && onChange({ ...value, type: t as PhoneValue['type'] })}
        allowDeselect={false}
        w={130}
      />
      <PhoneInput
        label={label}
        mandatory
        value={value.number}
        onChange={(number) => onChange({ ...value, number })}
        country={value.country as Country}
        onCountryChange={(country) => onChange({ ...value, country })}
        error={error}
        style={{ flex: 1, minWidth: 220 }}
      />
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        mt={26}
        aria-label={`Remove ${label.toLowerCase()}`}
        onClick={onRemove}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
