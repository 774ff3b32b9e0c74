import { describe, expect, it } from 'vitest';
import { type CityCount, type Place, placeCities } from './place-cities.ts';

const NYC: Place = { lat: 40.71, lng: -74.0, city: 'New York City', state: 'New York', country: 'United States' };
const AUSTIN: Place = { lat: 30.27, lng: -97.74, city: 'Austin', state: 'Texas', country: 'United States' };

const locate = (row: CityCount): Place | null => {
  if (row.city.toLowerCase() === 'new york city') return NYC;
  if (row.city === 'Austin') return AUSTIN;
  return null;
};
const row = (city: string, state: string, count: number): CityCount => ({ city, state, country: 'us', count });

describe('placeCities', () => {
  it('merges spellings of one place, most investors first', () => {
    const { located, unplaced } = placeCities(
      [row('Austin', 'TX', 2), row('New York City', 'NY', 1), row('new york city', 'New York', 2)],
      locate,
    );
    expect(located).toEqual([
      { ...NYC, count: 3 },
      { ...AUSTIN, count: 2 },
    ]);
    expect(unplaced).toBe(0);
  });

  it('leaves unknown cities off the map and counts their investors', () => {
    const { located, unplaced } = placeCities([row('Atlantis', 'ZZ', 4), row('Austin', 'TX', 1)], locate);
    expect(located).toEqual([{ ...AUSTIN, count: 1 }]);
    expect(unplaced).toBe(4);
  });

  it('orders ties by city name', () => {
    const { located } = placeCities([row('New York City', 'NY', 1), row('Austin', 'TX', 1)], locate);
    expect(located.map((l) => l.city)).toEqual(['Austin', 'New York City']);
  });
});
