import '@mantine/dates/styles.css';
import { MESSAGES } from '@dl/domain';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { type FocusEvent, useState } from 'react';
import { DATE_DISPLAY_FORMAT, parseTypedDate } from './date-values.ts';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser' | 'fixOnBlur'> {
  /** A calendar date, 'YYYY-MM-DD'; null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Told whether the typed text is not a date (kept on screen with the MM/DD/YYYY message). */
  onInvalidText?: (invalid: boolean) => void;
}

/**
 * Date input shown and typed as MM/DD/YYYY (spec 9) holding an ISO calendar date. Text that is not
 * a real date stays where the person typed it, with spec 5's '{field} should be MM/DD/YYYY' under
 * it (issue 14 point 5): never silently cleared.
 */
export function DateField({
  placeholder = DATE_DISPLAY_FORMAT,
  label,
  error,
  onBlur,
  onChange,
  onInvalidText,
  ...others
}: DateFieldProps) {
  const [invalidText, setInvalidText] = useState(false);
  const fieldName = typeof label === 'string' ? label : 'Date';
  const markInvalid = (invalid: boolean) => {
    setInvalidText(invalid);
    onInvalidText?.(invalid);
  };
  const blur = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    markInvalid(typed !== '' && parseTypedDate(typed) === null);
    onBlur?.(event);
  };
  return (
    <DateInput
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      fixOnBlur={false}
      placeholder={placeholder}
      label={label}
      clearButtonProps={{ 'aria-label': `Clear ${typeof label === 'string' ? label : 'date'}` }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      onBlur={blur}
      onChange={(value) => {
        if (invalidText) markInvalid(false);
        onChange?.(value);
      }}
      error={invalidText ? MESSAGES.isDateStandard(fieldName) : error}
      {...others}
    />
  );
}
