import { describe, expect, it } from 'vitest';
import { INVESTOR_ORDER_FIELDS, INVESTOR_ORDERINGS, parseInvestorOrdering } from './investor-list.ts';

describe('investor list ordering', () => {
  it('offers every field both ways', () => {
    expect([...INVESTOR_ORDERINGS].sort()).toEqual(INVESTOR_ORDER_FIELDS.flatMap((f) => [f, `-${f}`]).sort());
  });

  it.each([
    [undefined, 'created', true],
    ['', 'created', true],
    ['name', 'name', false],
    ['-committed', 'committed', true],
    ['invested', 'invested', false],
    ['-email', 'created', true],
  ] as const)('%s -> %s (descending %s)', (ordering, field, descending) => {
    expect(parseInvestorOrdering(ordering)).toEqual({ field, descending });
  });
});
