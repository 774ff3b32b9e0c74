export { formatAmountText, parseAmountText } from './amount-text.ts';
export { CURRENCY_DEFAULTS, CurrencyInput, type CurrencyInputProps } from './currency-input.tsx';
