import { pickOcfFields } from './export-fields';
import { tag, withComments } from './export-tags';
import type { OcfObject } from './types';

/**
 * Rows of a cap table as Open Cap Format 1.2.0 objects (CAPTABLE 11.5), pure. OCF fields the product
 * keeps without a column sit in the row's `details` under their OCF names and go out as they are; what
 * OCF has no field for goes out as tagged comments (export-tags.ts).
 */

export type Details = Record<string, unknown>;
const isRecord = (v: unknown): v is Details => typeof v === 'object' && v !== null && !Array.isArray(v);
export const detailsOf = (v: unknown): Details => (isRecord(v) ? v : {});

export const RELATIONSHIPS = [
  'ADVISOR',
  'BOARD_MEMBER',
  'CONSULTANT',
  'EMPLOYEE',
  'EX_ADVISOR',
  'EX_CONSULTANT',
  'EX_EMPLOYEE',
  'EXECUTIVE',
  'FOUNDER',
  'INVESTOR',
  'NON_US_EMPLOYEE',
  'OFFICER',
  'OTHER',
];

export const money = (amount: string, currency: string) => ({ amount, currency });
export const currencyOf = (d: Details): string => (typeof d.currency === 'string' ? d.currency : 'USD');

export interface StakeholderRow {
  id: string;
  name: string;
  stakeholder_type: 'INDIVIDUAL' | 'INSTITUTION';
  email: string | null;
  relationship: string | null;
  details: unknown;
}

function emailsIn(contact: unknown): string[] {
  const emails = detailsOf(contact).emails;
  return Array.isArray(emails) ? emails.map((e) => String(detailsOf(e).email_address)) : [];
}

export function stakeholderObject(r: StakeholderRow): OcfObject {
  const d = detailsOf(r.details);
  const contactField = r.stakeholder_type === 'INSTITUTION' ? 'primary_contact' : 'contact_info';
  const out: Details = {
    ...pickOcfFields('STAKEHOLDER', d, ['name', 'stakeholder_type', 'current_relationship']),
    id: r.id,
    object_type: 'STAKEHOLDER',
    name: { ...detailsOf(d.name), legal_name: r.name },
    stakeholder_type: r.stakeholder_type,
  };
  const tags: string[] = [];
  if (r.relationship && RELATIONSHIPS.includes(r.relationship)) out.current_relationship = r.relationship;
  else if (r.relationship) tags.push(tag('relationship', r.relationship));
  if (r.email && !emailsIn(out[contactField]).includes(r.email)) {
    const contact = detailsOf(out[contactField]);
    const email = { email_type: 'BUSINESS', email_address: r.email };
    out[contactField] = {
      ...contact,
      ...(contactField === 'primary_contact' && !contact.name ? { name: { legal_name: r.name } } : {}),
      emails: [email, ...(Array.isArray(contact.emails) ? contact.emails : [])],
    };
  }
  return withComments(out, d.comments, tags) as OcfObject;
}

export interface ClassRow {
  id: string;
  name: string;
  kind: 'CS' | 'PS';
  authorized: string;
  conversion_ratio: string;
  price_per_share: string | null;
  votes_per_share: string;
  seniority: number;
  terms_id: string | null;
  board_approval_date: string | null;
  details: unknown;
}

/** The ledger transaction that created a class or a plan (id, date, first authorized or reserved). */
export interface Creation {
  txId: string;
  date: string;
  amount: string;
}

/**
 * What a class's preferred terms (type 2 or 3) give OCF (CAPTABLE 11.5): the liquidation preference
 * and cap multiples and the conversion right as fields; participation, dividend and anti-dilution,
 * which OCF has no field for, as tags.
 */
function preferredTerms(terms: Details | undefined, currency: string): { fields: Details; tags: string[] } {
  if (!terms || (terms.type !== 2 && terms.type !== 3)) return { fields: {}, tags: [] };
  const fields: Details = {};
  const tags: string[] = [];
  if (typeof terms.liquidationPreferenceMultiple === 'string')
    fields.liquidation_preference_multiple = terms.liquidationPreferenceMultiple;
  const participation = detailsOf(terms.participation);
  if (typeof participation.kind === 'string') tags.push(tag('participation', participation.kind));
  if (participation.kind === 'participating_capped' && typeof participation.capMultiple === 'string')
    fields.participation_cap_multiple = participation.capMultiple;
  const ratio = detailsOf(terms.conversionRatio);
  const price = detailsOf(terms.conversionPrice);
  if (typeof ratio.numerator === 'string' && typeof ratio.denominator === 'string' && typeof price.amount === 'string')
    fields.conversion_rights = [
      {
        type: 'STOCK_CLASS_CONVERSION_RIGHT',
        conversion_mechanism: {
          type: 'RATIO_CONVERSION',
          ratio: { numerator: ratio.numerator, denominator: ratio.denominator },
          conversion_price: money(price.amount, typeof price.currency === 'string' ? price.currency : currency),
          rounding_type: 'FLOOR',
        },
        converts_to_future_round: false,
      },
    ];
  if (terms.dividend) tags.push(tag('dividend', terms.dividend));
  if (typeof terms.antiDilution === 'string') tags.push(tag('antidilution', terms.antiDilution));
  return { fields, tags };
}

export function stockClassObject(r: ClassRow, created: Creation | undefined, terms?: Details): OcfObject {
  const d = detailsOf(r.details);
  const currency = currencyOf(d);
  const preferred = preferredTerms(terms, currency);
  const out: Details = {
    ...pickOcfFields('STOCK_CLASS', d),
    id: r.id,
    object_type: 'STOCK_CLASS',
    name: r.name,
    class_type: r.kind === 'CS' ? 'COMMON' : 'PREFERRED',
    default_id_prefix: typeof d.default_id_prefix === 'string' ? d.default_id_prefix : `${r.kind}-`,
    initial_shares_authorized: created?.amount ?? r.authorized,
    votes_per_share: r.votes_per_share,
    seniority: String(r.seniority),
    ...(r.board_approval_date ? { board_approval_date: r.board_approval_date } : {}),
    ...(r.price_per_share === null ? {} : { price_per_share: money(r.price_per_share, currency) }),
    ...preferred.fields,
  };
  const tags = [tag('conversion_ratio', r.conversion_ratio), ...preferred.tags];
  if (r.terms_id) tags.push(tag('terms_id', r.terms_id));
  if (created) tags.push(tag('ledger_tx', created.txId), tag('ledger_date', created.date));
  return withComments(out, d.comments, tags) as OcfObject;
}

export interface PlanRow {
  id: string;
  name: string;
  class_id: string;
  reserved: string;
  cancellation_behavior: string;
  exercise_windows: unknown;
  board_approval_date: string | null;
  details: unknown;
}

export function planObject(r: PlanRow, created: Creation | undefined): OcfObject {
  const d = detailsOf(r.details);
  const out: Details = {
    ...pickOcfFields('STOCK_PLAN', d, ['stock_class_id']),
    id: r.id,
    object_type: 'STOCK_PLAN',
    plan_name: r.name,
    initial_shares_reserved: created?.amount ?? r.reserved,
    default_cancellation_behavior: r.cancellation_behavior,
    stock_class_ids: [r.class_id],
    ...(r.board_approval_date ? { board_approval_date: r.board_approval_date } : {}),
  };
  const windows = detailsOf(r.exercise_windows);
  const tags = Object.keys(windows).length > 0 ? [tag('exercise_windows', windows)] : [];
  if (created) tags.push(tag('ledger_tx', created.txId), tag('ledger_date', created.date));
  return withComments(out, d.comments, tags) as OcfObject;
}

/** A time-based schedule of the product (vestingSchema 'time'), without its start date. */
export interface TimeVesting {
  installments: number;
  frequency: 'monthly' | 'quarterly';
  cliff_installment: number;
  allocation?: string;
}

export const vestingTermsId = (v: TimeVesting): string =>
  `dl-vesting-${v.installments}-${v.frequency}-cliff-${v.cliff_installment}-${v.allocation ?? 'CUMULATIVE_ROUND_DOWN'}`;

/**
 * OCF vesting terms for a time-based schedule: a start condition, the cliff (its share of the
 * installments at once) and the installments after it, each 1/n of the grant.
 */
export function vestingTermsObject(v: TimeVesting): OcfObject {
  const months = v.frequency === 'monthly' ? 1 : 3;
  const n = v.installments;
  const cliff = Math.min(v.cliff_installment, n);
  const period = (length: number, occurrences: number) => ({
    length,
    type: 'MONTHS',
    occurrences,
    day_of_month: 'VESTING_START_DAY_OR_LAST_DAY_OF_MONTH',
  });
  const conditions: Details[] = [
    {
      id: 'start',
      quantity: '0',
      trigger: { type: 'VESTING_START_DATE' },
      next_condition_ids: [cliff > 0 ? 'cliff' : 'installments'],
    },
  ];
  if (cliff > 0)
    conditions.push({
      id: 'cliff',
      portion: { numerator: String(cliff), denominator: String(n) },
      trigger: {
        type: 'VESTING_SCHEDULE_RELATIVE',
        period: period(cliff * months, 1),
        relative_to_condition_id: 'start',
      },
      next_condition_ids: cliff < n ? ['installments'] : [],
    });
  if (cliff < n)
    conditions.push({
      id: 'installments',
      portion: { numerator: '1', denominator: String(n) },
      trigger: {
        type: 'VESTING_SCHEDULE_RELATIVE',
        period: period(months, n - cliff),
        relative_to_condition_id: cliff > 0 ? 'cliff' : 'start',
      },
      next_condition_ids: [],
    });
  const years = (n * months) / 12;
  return {
    id: vestingTermsId(v),
    object_type: 'VESTING_TERMS',
    name: `${n} ${v.frequency} installments${cliff > 0 ? `, cliff at ${cliff}` : ''}`,
    description:
      `Vests over ${years} years in ${n} ${v.frequency} installments of 1/${n}` +
      (cliff > 0 ? `, the first ${cliff} at once at the cliff.` : '.'),
    allocation_type: v.allocation ?? 'CUMULATIVE_ROUND_DOWN',
    vesting_conditions: conditions,
    comments: [tag('vesting', v)],
  };
}

/** The manifest's issuer from the company row (OCF has no sector, stage or employees: kept in the product). */
export function issuerObject(issuer: { id: string; name: string; details: unknown; created_on: string }): OcfObject {
  const d = detailsOf(issuer.details);
  const year = typeof d.yearFounded === 'number' ? d.yearFounded : Number(d.yearFounded);
  const country = String(detailsOf(d.address).country ?? '');
  return {
    id: issuer.id,
    object_type: 'ISSUER',
    legal_name: issuer.name,
    formation_date: Number.isInteger(year) && year > 1000 ? `${year}-01-01` : issuer.created_on.slice(0, 10),
    country_of_formation: /^[A-Z]{2}$/.test(country) ? country : 'US',
  };
}
