/**
 * States and provinces of the two countries the product's addresses name (spec 3: us, ca), by the
 * postal code a person writes and the code the gazetteer (GeoNames admin1) files cities under. A US
 * state's GeoNames code is its postal code; Canada's are numbers. Other countries are matched by city
 * name alone (the most populous city of that name).
 */
export interface AdminRegion {
  /** Postal abbreviation, e.g. 'NY', 'ON'. */
  code: string;
  name: string;
  /** GeoNames admin1 code of the region in the gazetteer. */
  geonames: string;
}

const US: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

const CA: [string, string, string][] = [
  ['AB', 'Alberta', '01'],
  ['BC', 'British Columbia', '02'],
  ['MB', 'Manitoba', '03'],
  ['NB', 'New Brunswick', '04'],
  ['NL', 'Newfoundland and Labrador', '05'],
  ['NS', 'Nova Scotia', '07'],
  ['ON', 'Ontario', '08'],
  ['PE', 'Prince Edward Island', '09'],
  ['QC', 'Quebec', '10'],
  ['SK', 'Saskatchewan', '11'],
  ['YT', 'Yukon', '12'],
  ['NT', 'Northwest Territories', '13'],
  ['NU', 'Nunavut', '14'],
];

/** Regions per ISO country code, each findable by its code or its name (normalised by the caller). */
export const ADMIN_REGIONS: Readonly<Record<string, readonly AdminRegion[]>> = {
  US: US.map(([code, name]) => ({ code, name, geonames: code })),
  CA: CA.map(([code, name, geonames]) => ({ code, name, geonames })),
};
