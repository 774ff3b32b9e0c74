/** topojson-client ships no types; the one function the world layer uses. */
declare module 'topojson-client' {
  export function feature(
    topology: unknown,
    object: unknown,
  ): { type: 'FeatureCollection'; features: { type: 'Feature'; properties: unknown; geometry: unknown }[] };
}
