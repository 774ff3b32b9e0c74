import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { DATE_DISPLAY_FORMAT, parseTypedDate } from './date-values.ts';

export interface DateFieldProps
  extends Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'dateParser'> {
  /** A calendar date, 'YYYY-MM-DD'; null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
}

/** Date input shown and typed as MM/DD/YYYY (spec 9) holding an ISO calendar date. */
export function DateField({ placeholder = DATE_DISPLAY_FORMAT, label, ...others }: DateFieldProps) {
  return (
    <DateInput
      valueFormat={DATE_DISPLAY_FORMAT}
      dateParser={parseTypedDate}
      placeholder={placeholder}
      label={label}
      clearButtonProps={{ 'aria-label': `Clear ${typeof label === 'string' ? label : 'date'}` }}
      leftSection={<IconCalendar size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      {...others}
    />
  );
}
