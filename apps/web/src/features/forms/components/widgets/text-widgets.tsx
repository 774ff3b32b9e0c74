import { Textarea, TextInput } from '@mantine/core';
import { withScheme } from '@dl/domain';
import { CURRENCY_FIELD_MAX_LENGTH, CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { PhoneInput } from '#web/components/inputs/phone-input/index.ts';
import type { Country } from '#web/components/inputs/phone-input/index.ts';
import { asText, isoToUs, usToIso } from '#web/features/forms/lib/field-values.ts';
import type { WidgetProps } from './widget-props.ts';

/** Props every text-like Mantine input shares. */
function common({ id, label, required, error, readOnly, field, onBlur }: WidgetProps) {
  return { id, label, required, error, readOnly, description: field.hint, onBlur, 'data-field-input': field.key };
}

export function TextWidget(props: WidgetProps) {
  return (
    <TextInput
      {...common(props)}
      maxLength={props.field.max_length}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/** Numbers are kept as typed decimal text ('1200', '-3.5'), which the engine reads exactly. */
export function NumberWidget(props: WidgetProps) {
  return (
    <TextInput
      {...common(props)}
      inputMode="decimal"
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value.trim())}
    />
  );
}

export function TextLongWidget(props: WidgetProps) {
  return (
    <Textarea
      {...common(props)}
      rows={4}
      maxLength={props.field.max_length}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/**
 * No rich text editor is installed: a plain textarea taking basic markdown (**bold**, _italic_,
 * '- ' lists), stored as that text.
 */
export function RichTextWidget(props: WidgetProps) {
  const hint = 'Basic markdown: **bold**, _italic_, lines starting with "- " for a list.';
  return (
    <Textarea
      {...common(props)}
      description={props.field.hint ? `${props.field.hint} ${hint}` : hint}
      rows={6}
      maxLength={props.field.max_length}
      value={asText(props.value)}
      onChange={(e) => props.onChange(e.currentTarget.value)}
    />
  );
}

/** Spec 5: a URL without http(s) gets http:// prepended (when leaving the field, so it is seen). */
export function UrlWidget(props: WidgetProps) {
  const text = asText(props.value);
  return (
    <TextInput
      {...common(props)}
      type="url"
      inputMode="url"
      value={text}
      onChange={(e) => props.onChange(e.currentTarget.value)}
      onBlur={() => {
        if (text.trim()) props.onChange(withScheme(text.trim()));
        props.onBlur();
      }}
    />
  );
}

/** Spec 5: digits only, at most 20 digits unless the field says otherwise, with its precision. */
export function CurrencyWidget(props: WidgetProps) {
  return (
    <CurrencyInput
      {...common(props)}
      maxLength={props.field.max_length ?? CURRENCY_FIELD_MAX_LENGTH}
      precision={props.field.precision ?? 0}
      value={asText(props.value)}
      onChange={(next) => props.onChange(next)}
    />
  );
}

export function PhoneWidget({ field, id, required, value, onChange, onBlur, error, readOnly }: WidgetProps) {
  return (
    <PhoneInput
      id={id}
      label={field.label}
      mandatory={required}
      description={field.hint}
      defaultCountry={field.country as Country | undefined}
      value={asText(value)}
      onChange={onChange}
      onBlur={onBlur}
      error={error ?? null}
      disabled={readOnly}
    />
  );
}

/** The answer is MM/DD/YYYY text (ADR 0010); the picker holds an ISO calendar date. */
export function DateWidget(props: WidgetProps) {
  const iso = usToIso(props.value);
  return (
    <DateField
      {...common(props)}
      clearable={!props.readOnly}
      value={iso}
      onChange={(next) => props.onChange(isoToUs(next))}
    />
  );
}

const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 });

/** Computed live from its operands by the engine; empty when it cannot be computed (divide by zero). */
export function CalculatedWidget(props: WidgetProps) {
  const result = props.calculated;
  return (
    <TextInput
      id={props.id}
      label={props.label}
      description={props.field.hint ?? 'Calculated from other answers'}
      readOnly
      variant="filled"
      value={result === null || result === undefined ? '' : NUMBER.format(result)}
      data-field-input={props.field.key}
    />
  );
}
