// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { activeFilterKeys, resetFilter } from './filter-values.ts';

interface Filters {
  name: string;
  status: string | null;
  sectors: string[];
  minimum: number | null;
}

const DEFAULTS: Filters = { name: '', status: null, sectors: [], minimum: null };

describe('filter values', () => {
  it.each<[Partial<Filters>, string[]]>([
    [{}, []],
    [{ name: '' }, []],
    [{ name: 'north' }, ['name']],
    [{ status: 'APPROVED', sectors: ['Fintech'] }, ['status', 'sectors']],
    [{ sectors: [] }, []],
    [{ minimum: 0 }, ['minimum']],
  ])('%o is active on %j', (patch, expected) => {
    expect(activeFilterKeys({ ...DEFAULTS, ...patch }, DEFAULTS)).toEqual(expected);
  });

  it('resets one filter to its default', () => {
    const values: Filters = { ...DEFAULTS, name: 'north', status: 'APPROVED' };
    expect(resetFilter(values, DEFAULTS, 'status')).toEqual({ ...DEFAULTS, name: 'north' });
  });
});
