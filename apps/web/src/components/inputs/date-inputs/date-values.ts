import { parseUsDate } from '@dl/domain';
import dayjs from 'dayjs';

/**
 * Conversions between what the pickers hold and what forms keep (spec 9: shown as MM/DD/YYYY and
 * hh:mm a). Dates stay calendar dates ('YYYY-MM-DD', no time zone); date-times are ISO instants.
 */

export const DATE_DISPLAY_FORMAT = 'MM/DD/YYYY';
export const DATE_TIME_DISPLAY_FORMAT = 'MM/DD/YYYY hh:mm a';
const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** Typed text 'MM/DD/YYYY' -> 'YYYY-MM-DD', or null when it is not a real date. */
export function parseTypedDate(text: string): string | null {
  return parseUsDate(text);
}

/** An ISO date-time (any offset) -> the picker's local 'YYYY-MM-DD HH:mm:ss', or null. */
export function isoToPickerValue(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = dayjs(iso);
  return date.isValid() ? date.format(PICKER_DATE_TIME) : null;
}

/** The picker's local 'YYYY-MM-DD HH:mm:ss' -> an ISO instant (UTC, 'Z'), or null. */
export function pickerValueToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  // dayjs reads 'YYYY-MM-DD HH:mm:ss' as local time without a format plugin.
  const date = dayjs(value);
  return date.isValid() ? date.toISOString() : null;
}

/** 'HH:mm' or 'HH:mm:ss' -> 'HH:mm'; anything else -> ''. */
export function toTimeValue(value: string | null | undefined): string {
  const match = /^([01]\d|2[0-3]):([0-5]\d)/.exec(value ?? '');
  return match ? `${match[1]}:${match[2]}` : '';
}
