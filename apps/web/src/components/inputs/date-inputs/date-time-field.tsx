import '@mantine/dates/styles.css';
import { DateTimePicker, type DateTimePickerProps } from '@mantine/dates';
import { IconCalendarTime } from '@tabler/icons-react';
import { DATE_TIME_DISPLAY_FORMAT, isoToPickerValue, pickerValueToIso } from './date-values.ts';

export interface DateTimeFieldProps
  extends Omit<DateTimePickerProps, 'type' | 'value' | 'defaultValue' | 'onChange' | 'valueFormat' | 'label'> {
  label: string;
  /** An ISO date-time; null when empty. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with an ISO instant ('2026-03-02T14:30:00.000Z') or null. */
  onChange?: (value: string | null) => void;
}

/** Date plus time, shown as MM/DD/YYYY hh:mm a (spec 9) in the browser's time zone. */
export function DateTimeField({
  label,
  value,
  defaultValue,
  onChange,
  timePickerProps,
  ...others
}: DateTimeFieldProps) {
  return (
    <DateTimePicker
      label={label}
      valueFormat={DATE_TIME_DISPLAY_FORMAT}
      leftSection={<IconCalendarTime size={18} aria-hidden />}
      leftSectionPointerEvents="none"
      clearButtonProps={{ 'aria-label': `Clear ${label}` }}
      // Mantine's placeholder grey is below 4.5:1 on white; this placeholder is text, not an input's.
      styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      timePickerProps={{
        format: '12h',
        hoursInputLabel: `${label}, hours`,
        minutesInputLabel: `${label}, minutes`,
        amPmInputLabel: `${label}, AM or PM`,
        ...timePickerProps,
      }}
      {...(value !== undefined ? { value: isoToPickerValue(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: isoToPickerValue(defaultValue) } : {})}
      onChange={(next) => onChange?.(pickerValueToIso(next))}
      {...others}
    />
  );
}
