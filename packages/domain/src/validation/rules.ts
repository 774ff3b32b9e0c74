import { type CountryCode, isValidPhoneNumber } from 'libphonenumber-js';
import { MESSAGES } from './messages.ts';
import { type Rule, whenPresent } from './common-rules.ts';

export * from './common-rules.ts';

/** Valid for the given country (default US); a leading + is read as an international number. */
export const isPhoneNumber = (country: string = 'US'): Rule =>
  whenPresent((s, f) =>
    isValidPhoneNumber(s, country.toUpperCase() as CountryCode) ? null : MESSAGES.isPhoneNumber(f),
  );
