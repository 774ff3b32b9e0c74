import { describe, expect, it } from 'vitest';
import { sortColumn } from './sort-key.ts';

const COLUMNS = { created_on: 'x.created_on', name: 'x.name' } as const;

describe('sortColumn', () => {
  it('maps an allowed key with or without the minus', () => {
    expect(sortColumn(COLUMNS, 'name', 'created_on')).toBe('x.name');
    expect(sortColumn(COLUMNS, '-name', 'created_on')).toBe('x.name');
  });

  it.each(['constructor', '__proto__', 'toString', '-hasOwnProperty', 'valueOf', '', undefined])(
    'falls back for %s',
    (ordering) => {
      expect(sortColumn(COLUMNS, ordering, 'created_on')).toBe('x.created_on');
    },
  );
});
