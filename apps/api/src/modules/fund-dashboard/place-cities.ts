import type { MapLocation } from '@dl/contracts';

/** An address's city as written, with the number of investors there. */
export interface CityCount {
  city: string;
  state: string;
  country: string;
  count: number;
}

/** A gazetteer's answer: the place's own names and coordinates. */
export interface Place {
  lat: number;
  lng: number;
  city: string;
  state: string;
  country: string;
}

/**
 * Map locations from city counts: each city placed by `locate`, cities written differently that
 * name one place ('NY' and 'New York') merged, unknown ones counted as unplaced. Most investors
 * first, then by name, so the map starts on the biggest group (spec 2: the map opens on the first).
 */
export function placeCities(
  rows: readonly CityCount[],
  locate: (row: CityCount, index: number) => Place | null,
): { located: MapLocation[]; unplaced: number } {
  const byPlace = new Map<string, MapLocation>();
  let unplaced = 0;
  for (const [n, row] of rows.entries()) {
    const place = locate(row, n);
    if (!place) {
      unplaced += row.count;
      continue;
    }
    // One city, one marker: the same coordinates whatever the state was written as.
    const key = `${place.country}|${place.lat}|${place.lng}`;
    const known = byPlace.get(key);
    if (known) known.count += row.count;
    else byPlace.set(key, { ...place, count: row.count });
  }
  const located = [...byPlace.values()].sort(
    (a, b) => b.count - a.count || a.city.localeCompare(b.city) || a.state.localeCompare(b.state),
  );
  return { located, unplaced };
}
