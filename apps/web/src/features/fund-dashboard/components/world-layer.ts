import { feature } from 'topojson-client';
import countries from 'world-atlas/countries-110m.json';

/**
 * The countries of Natural Earth at 1:110m (world-atlas), converted from TopoJSON once when the map's
 * chunk loads: the basemap ships with the app, so the map draws with no request to any other host.
 */
export const WORLD = feature(countries, countries.objects.countries);

export const WORLD_STYLE = { color: '#9aa5b1', weight: 0.6, fillColor: '#f4f4f4', fillOpacity: 1 } as const;
/** The sea behind the world layer. */
export const SEA_COLOR = '#d6e6ef';
