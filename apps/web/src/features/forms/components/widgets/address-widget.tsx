import { ADDRESS_PARTS, REQUIRED_ADDRESS_PARTS } from '@dl/domain';
import { Fieldset, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { COUNTRY_OPTIONS } from '#web/components/inputs/phone-input/index.ts';
import { Input } from '@mantine/core';
import type { WidgetProps } from './widget-props.ts';

type Part = keyof typeof ADDRESS_PARTS;
type Address = Partial<Record<Part, unknown>>;

/** Answered by lowercase ISO code, as the common `countries` data entity names them ('us'). */
const COUNTRIES = COUNTRY_OPTIONS.map((c) => ({ value: c.code.toLowerCase(), label: c.name }));
/** Spec 3 address type 2 names country and province as `{name}`; plain text is read too. */
const partText = (v: unknown): string =>
  typeof v === 'string'
    ? v
    : v && typeof v === 'object' && 'name' in v
      ? String((v as { name: unknown }).name ?? '')
      : '';

/** A stored country not in the list (a code, an older name) stays shown rather than blank. */
const withCurrent = (options: readonly { value: string; label: string }[], current: string) =>
  current && !options.some((o) => o.value === current)
    ? [{ value: current, label: current }, ...options]
    : [...options];

/**
 * Spec 5: an address requires line1, country, city and postal once any part is given (all of it
 * when the field is mandatory).
 */
export function AddressWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, readOnly, partErrors } = props;
  const address: Address = value && typeof value === 'object' && !Array.isArray(value) ? (value as Address) : {};
  const set = (part: Part, text: string | null) => {
    const next: Address = { ...address };
    if (text) next[part] = text;
    else delete next[part];
    onChange(Object.keys(next).length ? next : undefined);
  };
  const anyGiven = Object.values(address).some((v) => partText(v) !== '');
  const isRequired = (part: Part) =>
    (props.required || anyGiven) && (REQUIRED_ADDRESS_PARTS as readonly string[]).includes(part);
  const text = (part: Part, span = 1) => (
    <TextInput
      key={part}
      id={part === 'line1' ? props.id : undefined}
      label={`${ADDRESS_PARTS[part]}${isRequired(part) ? '' : ' (optional)'}`}
      required={isRequired(part)}
      value={partText(address[part])}
      onChange={(e) => set(part, e.currentTarget.value)}
      onBlur={onBlur}
      error={partErrors[part]}
      readOnly={readOnly}
      style={span > 1 ? { gridColumn: `span ${span}` } : undefined}
    />
  );
  return (
    <Fieldset
      legend={
        <Text component="span" fw={600} size="sm">
          {props.label}
          {props.required && (
            <Text component="span" c="red.8" aria-hidden>
              {' *'}
            </Text>
          )}
        </Text>
      }
      variant="unstyled"
      p={0}
      data-field-input={field.key}
    >
      {field.hint && <Input.Description mb="xs">{field.hint}</Input.Description>}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {text('line1')}
        {text('line2')}
        {text('line3')}
        {text('city')}
        {text('province')}
        {text('postal')}
        <Select
          label={`${ADDRESS_PARTS.country}${isRequired('country') ? '' : ' (optional)'}`}
          required={isRequired('country')}
          data={withCurrent(COUNTRIES, partText(address.country))}
          searchable
          clearable
          value={partText(address.country) || null}
          onChange={(next) => set('country', next)}
          onBlur={onBlur}
          error={partErrors.country}
          readOnly={readOnly}
          nothingFoundMessage="No country found"
        />
      </SimpleGrid>
      {props.error && <Input.Error mt={4}>{props.error}</Input.Error>}
    </Fieldset>
  );
}
