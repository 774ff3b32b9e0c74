import { formatCurrency } from '@dl/domain';

/**
 * An exact amount (a decimal string) in US dollars, spec 9: no decimals unless it has cents, never
 * abbreviated (a total must add up to the rows). Intl formats the string itself, so nothing is lost.
 */
export function exactMoney(amount: string): string {
  const cents = /\.(\d*[1-9]\d*)$/.test(amount);
  return formatCurrency(amount, { abbreviate: false, precision: cents ? 2 : 0 });
}
