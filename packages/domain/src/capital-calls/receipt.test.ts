import { describe, expect, it } from 'vitest';
import { applyReceipt, ReceiptError } from './receipt.ts';

describe('applyReceipt', () => {
  it.each([
    // due, received before, amount, after, outstanding, settled
    ['100.00', '0.00', undefined, '100.00', '0.00', true],
    ['100.00', '0.00', '40.00', '40.00', '60.00', false],
    ['100.00', '40.00', '60', '100.00', '0.00', true],
    ['100.00', '40.00', undefined, '100.00', '0.00', true],
    ['0.03', '0.01', '0.01', '0.02', '0.01', false],
  ] as const)(
    'due %s, received %s, receipt %s -> %s received, %s outstanding',
    (due, before, amount, after, left, settled) => {
      expect(applyReceipt(due, before, amount)).toEqual({ received: after, outstanding: left, settled });
    },
  );

  it.each([
    ['100.00', '0.00', '100.01', 'PAYMENT_EXCEEDS_DUE'],
    ['100.00', '100.00', undefined, 'RECEIPT_NOT_POSITIVE'],
    ['100.00', '0.00', '0', 'RECEIPT_NOT_POSITIVE'],
    ['100.00', '0.00', '-1', 'RECEIPT_NOT_POSITIVE'],
    ['100.00', '0.00', '1.001', 'RECEIPT_NOT_POSITIVE'],
  ] as const)('due %s, received %s: a receipt of %s is refused (%s)', (due, before, amount, code) => {
    expect(() => applyReceipt(due, before, amount)).toThrow(ReceiptError);
    try {
      applyReceipt(due, before, amount);
    } catch (err) {
      expect((err as ReceiptError).code).toBe(code);
    }
  });
});
