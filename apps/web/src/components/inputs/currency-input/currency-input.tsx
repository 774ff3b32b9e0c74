import { TextInput, type TextInputProps } from '@mantine/core';
import { useMergedRef, useUncontrolled } from '@mantine/hooks';
import { type ChangeEvent, type KeyboardEvent, type Ref, useLayoutEffect, useRef, useState } from 'react';
import { caretAfter, formatAmountText, normalizeAmount, parseAmountText, significantBefore } from './amount-text.ts';

/** Spec 5 "Default currency": locale en-US, prefix $, length 12, precision 0. */
export const CURRENCY_DEFAULTS = { prefix: '$', maxLength: 12, precision: 0 } as const;
/** Spec 5: a currency field of a dynamic form allows 20 digits unless its definition says otherwise. */
export const CURRENCY_FIELD_MAX_LENGTH = 20;

export interface CurrencyInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'maxLength' | 'prefix' | 'type'> {
  /** The amount as a decimal string ('1250000', '99.5'); '' when empty. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Most digits in total. Default 12 (spec 5). */
  maxLength?: number;
  /** Digits after the decimal point. Default 0. */
  precision?: number;
  /** Shown before the amount. Default '$'. */
  prefix?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * Money field: digits only (other keys do nothing), en-US thousands separators while typing, and a
 * decimal string as its value, never a float.
 */
export function CurrencyInput({
  value,
  defaultValue,
  onChange,
  maxLength = CURRENCY_DEFAULTS.maxLength,
  precision = CURRENCY_DEFAULTS.precision,
  prefix = CURRENCY_DEFAULTS.prefix,
  onKeyDown,
  ref,
  ...others
}: CurrencyInputProps) {
  const [amount, setAmount] = useUncontrolled({ value, defaultValue, finalValue: '', onChange });
  // The text keeps what normalising would lose while typing (a trailing point).
  const [text, setText] = useState(() => formatAmountText(amount));
  const [synced, setSynced] = useState(amount);
  if (amount !== synced) {
    // A new value from outside (a form reset): show it unless it is what the text already says.
    setSynced(amount);
    if (normalizeAmount(parseAmountText(text, { precision, maxLength }) ?? '') !== amount) {
      setText(formatAmountText(amount));
    }
  }
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergedRef(inputRef, ref);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    const position = caretAfter(input.value, caret.current);
    input.setSelectionRange(position, position);
    caret.current = null;
  });

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    const { key, ctrlKey, metaKey, altKey } = event;
    if (key.length !== 1 || ctrlKey || metaKey || altKey) return;
    const allowed = (key >= '0' && key <= '9') || (key === '.' && precision > 0);
    if (!allowed) event.preventDefault();
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const parsed = parseAmountText(raw, { precision, maxLength });
    if (parsed === null) return;
    caret.current = significantBefore(raw, event.currentTarget.selectionStart ?? raw.length);
    setText(formatAmountText(parsed));
    const next = normalizeAmount(parsed);
    setSynced(next);
    if (next !== amount) setAmount(next);
  };

  return (
    <TextInput
      inputMode={precision > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      leftSection={prefix}
      {...others}
      ref={mergedRef}
      value={text}
      onKeyDown={handleKeyDown}
      onChange={handleChange}
    />
  );
}
