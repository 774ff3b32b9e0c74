/** Spec 9's file-size units, in steps of 1024. */
const UNITS = ['Bytes', 'Kb', 'Mb', 'Gb', 'Tb'] as const;
const STEP = 1024n;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A tenant's stored bytes, sent as a decimal string, as '1.5 Gb' (two decimals at most, rounded half
 * up). BigInt, not Number: a count past 2^53 bytes (8 PiB) would lose its last digits as a float.
 */
export function formatStorage(bytes: string): string {
  const digits = bytes.trim();
  if (!/^\d+$/.test(digits)) return '—';
  const value = BigInt(digits);
  let unit = 0;
  let divisor = 1n;
  while (unit < UNITS.length - 1 && value >= divisor * STEP) {
    divisor *= STEP;
    unit += 1;
  }
  if (unit === 0) return `${grouped(value.toString())} Bytes`;
  const hundredths = (value * 100n + divisor / 2n) / divisor;
  const fraction = (hundredths % 100n).toString().padStart(2, '0').replace(/0+$/, '');
  return `${grouped((hundredths / 100n).toString())}${fraction ? `.${fraction}` : ''} ${UNITS[unit]}`;
}
