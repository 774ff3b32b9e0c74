export { formatAmountText, parseAmountText } from './amount-text.ts';
export {
  CURRENCY_DEFAULTS,
  CURRENCY_FIELD_MAX_LENGTH,
  CurrencyInput,
  type CurrencyInputProps,
} from './currency-input.tsx';
