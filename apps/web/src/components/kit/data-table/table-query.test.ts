// @vitest-environment node
import { PAGE_SIZE_ALL } from '@dl/domain';
import { describe, expect, it } from 'vitest';
import { nextOrdering, pageCount, pageSizeLabel, parseOrdering, rangeText, visiblePages } from './table-query.ts';

describe('ordering', () => {
  it.each([
    [null, null],
    ['name', { field: 'name', direction: 'asc' }],
    ['-modified_on', { field: 'modified_on', direction: 'desc' }],
  ])('parses %s', (input, expected) => {
    expect(parseOrdering(input)).toEqual(expected);
  });

  it.each([
    [null, 'name', 'name'],
    ['name', 'name', '-name'],
    ['-name', 'name', null],
    ['-size', 'name', 'name'],
  ])('%s then clicking %s gives %s', (current, field, expected) => {
    expect(nextOrdering(current, field)).toBe(expected);
  });
});

describe('paging', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [57, 5, 12],
    [57, PAGE_SIZE_ALL, 1],
  ])('%i rows at %i a page is %i pages', (total, limit, expected) => {
    expect(pageCount(total, limit)).toBe(expected);
  });

  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 12, [1, 2, 3, 4, 5]],
    [3, 12, [1, 2, 3, 4, 5]],
    [4, 12, [2, 3, 4, 5, 6]],
    [11, 12, [8, 9, 10, 11, 12]],
    [12, 12, [8, 9, 10, 11, 12]],
  ])('page %i of %i shows %j', (page, count, expected) => {
    expect(visiblePages(page, count)).toEqual(expected);
  });

  it('labels the page sizes', () => {
    expect(pageSizeLabel(10)).toBe('10');
    expect(pageSizeLabel(PAGE_SIZE_ALL)).toBe('All');
  });

  it.each([
    [1, 10, 0, '0 of 0'],
    [1, 10, 57, '1–10 of 57'],
    [6, 10, 57, '51–57 of 57'],
    [1, PAGE_SIZE_ALL, 1234, '1–1,234 of 1,234'],
  ])('range of page %i by %i of %i', (page, limit, total, expected) => {
    expect(rangeText(page, limit, total)).toBe(expected);
  });
});
