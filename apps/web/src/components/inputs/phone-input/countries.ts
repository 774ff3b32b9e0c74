import { type Country, getCountries, getCountryCallingCode, isSupportedCountry } from 'react-phone-number-input/input';
import names from 'react-phone-number-input/locale/en';

export type { Country };

export interface CountryOption {
  code: Country;
  name: string;
  callingCode: string;
}

/** Every country the phone metadata knows, by English name (spec 3 "Phone country"). */
export const COUNTRY_OPTIONS: readonly CountryOption[] = getCountries()
  .map((code) => ({ code, name: names[code] ?? code, callingCode: getCountryCallingCode(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

/** Spec 5: default country US. */
export const DEFAULT_PHONE_COUNTRY: Country = 'US';

function isCountry(value: string | null | undefined): value is Country {
  return !!value && isSupportedCountry(value);
}

/**
 * The country of the browser's language tag ('en-GB' -> GB; 'fr' -> FR via its likely region), so no
 * IP lookup is needed by default; the fallback when the tag says nothing usable.
 */
export function countryFromLanguage(language: string | null | undefined, fallback: Country = DEFAULT_PHONE_COUNTRY) {
  if (!language) return fallback;
  try {
    const region = new Intl.Locale(language).maximize().region;
    return isCountry(region) ? region : fallback;
  } catch {
    return fallback;
  }
}

/** The browser's preferred country, US when unknown. */
export function browserCountry(): Country {
  return countryFromLanguage(typeof navigator === 'undefined' ? null : navigator.language);
}

let lookup: { url: string; country: Promise<Country | null> } | null = null;

/**
 * The visitor's country from a configured IP lookup service (spec 7 "Phone country detection"), asked
 * once per page and URL. Any failure or an unknown answer is null: the caller keeps its own default.
 */
export function lookupCountry(url: string, fetcher: typeof fetch = fetch): Promise<Country | null> {
  if (lookup?.url === url) return lookup.country;
  const country = fetcher(url, { credentials: 'omit', headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<Record<string, unknown>>) : {}))
    .then((body: Record<string, unknown>) => {
      const code = [body.country_code, body.countryCode, body.country].find((v) => typeof v === 'string');
      const upper = typeof code === 'string' ? code.toUpperCase() : null;
      return isCountry(upper) ? upper : null;
    })
    .catch(() => null);
  lookup = { url, country };
  return country;
}

/**
 * Type-to-find in the country list: the first country after `from` whose name starts with `query`.
 * The same letter pressed again steps through the countries with that initial, as a native select does.
 */
export function findCountryIndex(options: readonly CountryOption[], query: string, from: number): number {
  const q = query.toLocaleLowerCase('en');
  if (!q) return -1;
  const repeated = [...q].every((c) => c === q[0]);
  const search = repeated ? q.slice(0, 1) : q;
  const start = repeated ? from + 1 : Math.max(from, 0);
  for (let k = 0; k < options.length; k += 1) {
    const i = (start + k) % options.length;
    if (options[i]?.name.toLocaleLowerCase('en').startsWith(search)) return i;
  }
  return -1;
}
