const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * A byte count given as a decimal string, in the largest unit that keeps it at 1 or more, with one
 * decimal (1024-based). BigInt throughout, so a count past 2^53 stays exact.
 */
export function formatBytes(decimal: string): string {
  let value = BigInt(decimal);
  let unit = 0;
  let tenths = value * 10n;
  while (value >= 1024n && unit < UNITS.length - 1) {
    tenths = (tenths * 1n) / 1024n;
    value /= 1024n;
    unit += 1;
  }
  if (unit === 0) return `${value} B`;
  return `${tenths / 10n}.${tenths % 10n} ${UNITS[unit]}`;
}
