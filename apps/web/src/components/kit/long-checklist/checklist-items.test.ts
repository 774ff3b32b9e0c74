// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deselectAll, filterByName, selectAll, sortByLabel } from './checklist-items.ts';

const items = [
  { value: 'c', label: 'Crestline Capital' },
  { value: 'a', label: 'acorn Partners' },
  { value: 'b', label: 'Birch Family Office' },
  { value: 'i10', label: 'Investor 10' },
  { value: 'i9', label: 'Investor 9' },
];

describe('checklist items', () => {
  it('sorts by name, ignoring case and reading numbers as numbers', () => {
    expect(sortByLabel(items).map((i) => i.value)).toEqual(['a', 'b', 'c', 'i9', 'i10']);
  });

  it.each([
    ['', 5],
    ['  ', 5],
    ['CAP', 1],
    ['investor', 2],
    ['zzz', 0],
  ])('filter %j keeps %i', (query, count) => {
    expect(filterByName(items, query)).toHaveLength(count);
  });

  it('selects and deselects only the shown items', () => {
    const shown = filterByName(items, 'investor');
    expect(selectAll(['a', 'i9'], shown)).toEqual(['a', 'i9', 'i10']);
    expect(deselectAll(['a', 'i9', 'i10'], shown)).toEqual(['a']);
  });
});
