// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { locationTooltip, MAP_START_ZOOM, plottableLocations, type RawMapLocation } from './map-locations.ts';

const at = (lat: RawMapLocation['lat'], lng: RawMapLocation['lng'], city = 'Austin'): RawMapLocation => ({
  lat,
  lng,
  city,
  state: 'Texas',
  country: 'United States',
  count: 1,
});

describe('plottableLocations (spec 2: missing lat or lng, or the string null, are skipped)', () => {
  it.each([
    ['lat missing', at(undefined, -97.7)],
    ['lng missing', at(30.2, undefined)],
    ['lat null', at(null, -97.7)],
    ['lng null', at(30.2, null)],
    ["lat 'null'", at('null', -97.7)],
    ["lng 'null'", at(30.2, 'null')],
    ["lng ' NULL '", at(30.2, ' NULL ')],
    ['lat empty', at('', -97.7)],
    ['lat not a number', at('north', -97.7)],
  ])('skips a location with %s', (_why, location) => {
    expect(plottableLocations([location])).toEqual([]);
  });

  it('keeps the others in order, numbers from numeric text included (0 is a coordinate)', () => {
    const kept = plottableLocations([at(30.27, -97.74, 'Austin'), at('null', 1, 'Nowhere'), at('0', 0, 'Null Island')]);
    expect(kept.map((l) => [l.city, l.lat, l.lng])).toEqual([
      ['Austin', 30.27, -97.74],
      ['Null Island', 0, 0],
    ]);
  });
});

describe('locationTooltip (spec 2)', () => {
  it.each([
    [1, 'Location: Austin, Texas, United States'],
    [2, 'Location: Austin, Texas, United States (2)'],
    [15, 'Location: Austin, Texas, United States (15)'],
  ])('with %i investor(s): %s', (count, text) => {
    expect(locationTooltip({ city: 'Austin', state: 'Texas', country: 'United States', count })).toBe(text);
  });

  it('leaves out a missing state rather than show an empty part', () => {
    expect(locationTooltip({ city: 'Paris', state: '', country: 'France', count: 3 })).toBe(
      'Location: Paris, France (3)',
    );
  });
});

it('starts at zoom 14 (spec 2)', () => {
  expect(MAP_START_ZOOM).toBe(14);
});
