export { hasLineItemErrors, lineItemErrors } from './line-item-errors.ts';
export { LineItemListInput, type LineItemListInputProps } from './line-item-list-input.tsx';
