import { formatDate, formatTime } from '@dl/domain';

/** 'MM/DD/YYYY hh:mm a – hh:mm a' on one day, else both full date-times (spec 9 formats). */
export function eventTimeRange(startsOn: string, endsOn: string, timeZone?: string): string {
  const startDay = formatDate(startsOn, timeZone);
  const endDay = formatDate(endsOn, timeZone);
  const start = `${startDay} ${formatTime(startsOn, timeZone)}`;
  return startDay === endDay
    ? `${start} – ${formatTime(endsOn, timeZone)}`
    : `${start} – ${endDay} ${formatTime(endsOn, timeZone)}`;
}
