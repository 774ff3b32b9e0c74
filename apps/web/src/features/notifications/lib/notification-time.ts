import { formatDateTime } from '@dl/domain';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When a notification arrived: relative while recent ('Just now', '5 minutes ago', '3 hours ago'),
 * then the spec's MM/DD/YYYY hh:mm a (spec 9). A day or more shows the date.
 */
export function notificationTime(createdOn: string, now: number): string {
  const at = Date.parse(createdOn);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age < MINUTE) return 'Just now';
  if (age < HOUR) return plural(Math.floor(age / MINUTE), 'minute');
  if (age < DAY) return plural(Math.floor(age / HOUR), 'hour');
  return formatDateTime(createdOn);
}

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}
