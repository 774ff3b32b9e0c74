export { DateField, type DateFieldProps } from './date-field.tsx';
export { DateTimeField, type DateTimeFieldProps } from './date-time-field.tsx';
export { isoToPickerValue, parseTypedDate, pickerValueToIso, toTimeValue } from './date-values.ts';
export { TimeField, type TimeFieldProps } from './time-field.tsx';
