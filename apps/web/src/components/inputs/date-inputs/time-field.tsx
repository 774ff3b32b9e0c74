import '@mantine/dates/styles.css';
import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { IconClock } from '@tabler/icons-react';
import { toTimeValue } from './date-values.ts';

export interface TimeFieldProps
  extends Omit<TimePickerProps, 'value' | 'defaultValue' | 'onChange' | 'format' | 'withSeconds' | 'label'> {
  label: string;
  /** 'HH:mm' (24-hour); '' when empty. */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
}

/** Time input shown as hh:mm a (spec 9) holding 'HH:mm'. */
export function TimeField({ label, value, defaultValue, onChange, ...others }: TimeFieldProps) {
  return (
    <TimePicker
      label={label}
      format="12h"
      hoursInputLabel={`${label}, hours`}
      minutesInputLabel={`${label}, minutes`}
      amPmInputLabel={`${label}, AM or PM`}
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      leftSection={<IconClock size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      {...(value !== undefined ? { value: toTimeValue(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toTimeValue(defaultValue) } : {})}
      onChange={(next) => onChange?.(toTimeValue(next))}
      {...others}
    />
  );
}
