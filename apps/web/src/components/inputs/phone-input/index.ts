export {
  browserCountry,
  COUNTRY_OPTIONS,
  type Country,
  countryFromLanguage,
  DEFAULT_PHONE_COUNTRY,
} from './countries.ts';
export { CountrySelect, type CountrySelectProps } from './country-select.tsx';
export { PHONE_MAX_LENGTH, PhoneInput, type PhoneInputProps, phoneRules } from './phone-input.tsx';
export { TYPE_TO_FIND_RESET_MS } from './use-type-to-find.ts';
