/**
 * The map's rules of spec 2 "Dashboard": a location is drawn only with both coordinates (missing
 * ones, or the string 'null' an older server sent, are skipped); its tooltip reads
 * 'Location: city, state, country', with the count in parentheses when over 1; the map starts at zoom 14.
 */
export const MAP_START_ZOOM = 14;

/** A location as it may arrive: coordinates possibly missing, null or the text 'null'. */
export interface RawMapLocation {
  lat?: number | string | null;
  lng?: number | string | null;
  city: string;
  state: string;
  country: string;
  count: number;
}

export interface PlottedLocation {
  lat: number;
  lng: number;
  city: string;
  state: string;
  country: string;
  count: number;
}

function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && (value.trim() === '' || value.trim().toLowerCase() === 'null')) return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** The locations that can be drawn, in the order given (the first is where the map starts). */
export function plottableLocations(locations: readonly RawMapLocation[]): PlottedLocation[] {
  return locations.flatMap((l) => {
    const lat = coordinate(l.lat);
    const lng = coordinate(l.lng);
    if (lat === null || lng === null) return [];
    return [{ lat, lng, city: l.city, state: l.state, country: l.country, count: l.count }];
  });
}

/**
 * 'Location: city, state, country', plus ' (count)' when more than one investor is there. A place
 * without a state (outside the US and Canada it may have none) reads 'Location: city, country'.
 */
export function locationTooltip(l: Pick<RawMapLocation, 'city' | 'state' | 'country' | 'count'>): string {
  const text = `Location: ${placeName(l)}`;
  return l.count > 1 ? `${text} (${l.count})` : text;
}

/** 'city, state, country', leaving out an empty part. */
export function placeName(l: Pick<RawMapLocation, 'city' | 'state' | 'country'>): string {
  return [l.city, l.state, l.country].filter((part) => part.trim() !== '').join(', ');
}
