/**
 * The common base's data entities (spec 3): reference lists every tenant shares, kept in the
 * database by `syncCommonDataEntities` (a list is rewritten only when its items here changed).
 * Items are `{id, name}` plus what the list needs (`icon` for stages).
 */
export interface DataEntityItem {
  id: string;
  name: string;
  [extra: string]: unknown;
}

const items = (pairs: readonly (readonly [string, string])[]): DataEntityItem[] =>
  pairs.map(([id, name]) => ({ id, name }));

/** Spec 3: countries ca (Canada) and us (United States), and the others investors come from. */
const COUNTRIES = items([
  ['us', 'United States'],
  ['ca', 'Canada'],
  ['gb', 'United Kingdom'],
  ['de', 'Germany'],
  ['fr', 'France'],
  ['ch', 'Switzerland'],
  ['sg', 'Singapore'],
  ['jp', 'Japan'],
  ['au', 'Australia'],
  ['mx', 'Mexico'],
]);

/** States and provinces, id `<country>-<code>` so a country's list is a starts_with query. */
const STATES = items([
  ['us-ca', 'California'],
  ['us-co', 'Colorado'],
  ['us-de', 'Delaware'],
  ['us-fl', 'Florida'],
  ['us-il', 'Illinois'],
  ['us-ma', 'Massachusetts'],
  ['us-ny', 'New York'],
  ['us-tx', 'Texas'],
  ['us-wa', 'Washington'],
  ['us-wy', 'Wyoming'],
  ['ca-ab', 'Alberta'],
  ['ca-bc', 'British Columbia'],
  ['ca-on', 'Ontario'],
  ['ca-qc', 'Quebec'],
]);

/** Sectors by GICS code; industries' ids start with their sector's. */
const SECTORS = items([
  ['10', 'Energy'],
  ['15', 'Materials'],
  ['20', 'Industrials'],
  ['25', 'Consumer Discretionary'],
  ['30', 'Consumer Staples'],
  ['35', 'Health Care'],
  ['40', 'Financials'],
  ['45', 'Information Technology'],
  ['50', 'Communication Services'],
  ['55', 'Utilities'],
  ['60', 'Real Estate'],
]);

const INDUSTRIES = items([
  ['1010', 'Energy Equipment & Services'],
  ['1020', 'Oil, Gas & Consumable Fuels'],
  ['1510', 'Chemicals'],
  ['2010', 'Capital Goods'],
  ['2030', 'Transportation'],
  ['2510', 'Automobiles & Components'],
  ['2550', 'Retailing'],
  ['3020', 'Food, Beverage & Tobacco'],
  ['3510', 'Health Care Equipment & Services'],
  ['3520', 'Pharmaceuticals & Biotechnology'],
  ['4010', 'Banks'],
  ['4020', 'Financial Services'],
  ['4030', 'Insurance'],
  ['4510', 'Software & Services'],
  ['4520', 'Technology Hardware & Equipment'],
  ['4530', 'Semiconductors'],
  ['5010', 'Telecommunication Services'],
  ['5020', 'Media & Entertainment'],
  ['5510', 'Utilities'],
  ['6010', 'Equity Real Estate Investment Trusts'],
]);

/** Stage icons list (spec 3 "Stage icons list"): `GET data-entities/icons_stage`. */
const ICONS_STAGE: DataEntityItem[] = [
  { id: 'pre_seed', name: 'Pre-seed', icon: 'seedling' },
  { id: 'seed', name: 'Seed', icon: 'plant' },
  { id: 'series_a', name: 'Series A', icon: 'rocket' },
  { id: 'series_b', name: 'Series B', icon: 'trending-up' },
  { id: 'growth', name: 'Growth', icon: 'chart-line' },
  { id: 'pre_ipo', name: 'Pre-IPO', icon: 'building-bank' },
  { id: 'public', name: 'Public', icon: 'world' },
];

/** Spec 3: corporation, LLC, partnership, individual, nonprofit, foreigncorp. */
const BUSINESS_TYPES = items([
  ['corporation', 'Corporation'],
  ['llc', 'LLC'],
  ['partnership', 'Partnership'],
  ['individual', 'Individual'],
  ['nonprofit', 'Nonprofit'],
  ['foreigncorp', 'Foreign corporation'],
]);

/** Spec 3 entity types. */
const ENTITY_TYPES = items([
  ['ENTITY', 'Entity'],
  ['INDIVIDUAL', 'Individual'],
  ['INDIVIDUAL_FOR_ENTITY', 'Individual for an entity'],
]);

/** The default investor categories; a tenant may keep its own list under the same name. */
const INVESTOR_CATEGORIES = items([
  ['accredited', 'Accredited investor'],
  ['qualified_purchaser', 'Qualified purchaser'],
  ['institutional', 'Institutional investor'],
  ['family_office', 'Family office'],
]);

export const COMMON_DATA_ENTITIES: Readonly<Record<string, readonly DataEntityItem[]>> = {
  countries: COUNTRIES,
  states: STATES,
  sectors: SECTORS,
  industries: INDUSTRIES,
  icons_stage: ICONS_STAGE,
  business_types: BUSINESS_TYPES,
  entity_types: ENTITY_TYPES,
  investor_categories: INVESTOR_CATEGORIES,
};
