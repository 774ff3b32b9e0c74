import { captable } from '@dl/domain';
import { ocfFields } from './export-fields';
import { detailsOf, RELATIONSHIPS, type TimeVesting } from './export-objects';
import { firstTag, jsonTag, type SplitComments, splitComments } from './export-tags';
import type { LocatedObject, OcfObject, OcfProblem } from './types';

/** OCF objects (not transactions) as the cap table's rows (the inverse of export-objects.ts), pure. */

export type Details = Record<string, unknown>;

/** An OCF Numeric as the product's exact decimal ('+10.50' -> '10.5'); null when it is not a number. */
export function decimal(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/^\+/, '');
  return captable.exact.isDec(text) ? captable.exact.norm(text) : null;
}

/** The OCF fields of an object the product keeps in `details` (all but `modelled`), with its plain comments. */
export function restOf(object: OcfObject, modelled: readonly string[], comments: SplitComments): Details {
  const out: Details = {};
  for (const f of ocfFields(object.object_type)) {
    if (f === 'id' || f === 'object_type' || f === 'comments' || modelled.includes(f)) continue;
    if (object[f] !== undefined) out[f] = object[f];
  }
  if (comments.others.length > 0) out.comments = comments.others;
  return out;
}

export interface StakeholderInsert {
  id: string;
  name: string;
  stakeholder_type: 'INDIVIDUAL' | 'INSTITUTION';
  email: string | null;
  relationship: string | null;
  details: Details;
}

function firstEmail(contact: unknown): string | null {
  const emails = detailsOf(contact).emails;
  const first = Array.isArray(emails) ? detailsOf(emails[0]).email_address : undefined;
  return typeof first === 'string' ? first : null;
}

export function stakeholderFrom(o: OcfObject): StakeholderInsert {
  const c = splitComments(o.comments);
  const rel = typeof o.current_relationship === 'string' ? o.current_relationship : firstTag(c, 'relationship');
  return {
    id: o.id,
    name: String(detailsOf(o.name).legal_name ?? o.id),
    stakeholder_type: o.stakeholder_type === 'INSTITUTION' ? 'INSTITUTION' : 'INDIVIDUAL',
    email: firstEmail(o.contact_info) ?? firstEmail(o.primary_contact),
    relationship: rel && (RELATIONSHIPS.includes(rel) || !o.current_relationship) ? rel : null,
    details: restOf(o, ['stakeholder_type', 'current_relationship'], c),
  };
}

export interface Located {
  file: string;
  path: string;
  objectId: string;
}

export interface CreationStep {
  source: Located;
  txId?: string;
  date: string;
  tx: captable.LedgerTxBody & { date: string };
  classFields?: {
    name: string;
    price_per_share: string | null;
    votes_per_share: string;
    seniority: number;
    terms_id: string | null;
    board_approval_date: string | null;
    details: Details;
  };
  planFields?: { name: string; exercise_windows: Details; board_approval_date: string | null; details: Details };
}

const located = (l: LocatedObject): Located => ({ file: l.file, path: l.path, objectId: l.object.id });
const problemAt = (l: LocatedObject, field: string, message: string): OcfProblem => ({
  file: l.file,
  objectId: l.object.id,
  path: `${l.path}/${field}`,
  message,
});

function ratioOf(o: OcfObject, c: SplitComments): string {
  const tagged = decimal(firstTag(c, 'conversion_ratio'));
  if (tagged) return tagged;
  const rights = Array.isArray(o.conversion_rights) ? o.conversion_rights : [];
  const ratio = detailsOf(detailsOf(detailsOf(rights[0]).conversion_mechanism).ratio);
  const n = decimal(ratio.numerator);
  const dd = decimal(ratio.denominator);
  return n && dd && captable.exact.gt(dd, '0') ? captable.exact.norm(captable.exact.div(n, dd)) : '1';
}

export function stockClassStep(l: LocatedObject, asOf: string, problems: OcfProblem[]): CreationStep | null {
  const o = l.object;
  const c = splitComments(o.comments);
  const authorized = decimal(o.initial_shares_authorized);
  if (authorized === null) {
    problems.push(
      problemAt(
        l,
        'initial_shares_authorized',
        'Digital Locker needs the number of authorized shares of each stock class.',
      ),
    );
    return null;
  }
  const kind = o.class_type === 'COMMON' ? 'CS' : 'PS';
  const price = detailsOf(o.price_per_share);
  const seniority = Number(decimal(o.seniority) ?? '1');
  const details = restOf(
    o,
    [
      'name',
      'class_type',
      'initial_shares_authorized',
      'votes_per_share',
      'seniority',
      'board_approval_date',
      'price_per_share',
    ],
    c,
  );
  if (typeof price.currency === 'string' && price.currency !== 'USD') details.currency = price.currency;
  if (!Number.isInteger(seniority)) details.seniority = o.seniority;
  const date = firstTag(c, 'ledger_date') ?? (typeof o.board_approval_date === 'string' ? o.board_approval_date : asOf);
  return {
    source: located(l),
    ...(firstTag(c, 'ledger_tx') ? { txId: firstTag(c, 'ledger_tx') } : {}),
    date,
    tx: { type: 'stock_class', classId: o.id, kind, authorized, conversionRatio: ratioOf(o, c), date },
    classFields: {
      name: String(o.name),
      price_per_share: decimal(price.amount),
      votes_per_share: decimal(o.votes_per_share) ?? '1',
      seniority: Number.isInteger(seniority) ? seniority : 1,
      terms_id: firstTag(c, 'terms_id') ?? null,
      board_approval_date: typeof o.board_approval_date === 'string' ? o.board_approval_date : null,
      details,
    },
  };
}

const BEHAVIORS = ['RETURN_TO_POOL', 'RETIRE', 'HOLD_AS_CAPITAL_STOCK', 'DEFINED_PER_PLAN_SECURITY'] as const;

export function planStep(l: LocatedObject, asOf: string, problems: OcfProblem[]): CreationStep | null {
  const o = l.object;
  const c = splitComments(o.comments);
  const ids = Array.isArray(o.stock_class_ids) ? o.stock_class_ids : [];
  const classId = typeof ids[0] === 'string' ? ids[0] : typeof o.stock_class_id === 'string' ? o.stock_class_id : null;
  const reserved = decimal(o.initial_shares_reserved);
  if (!classId)
    problems.push(problemAt(l, 'stock_class_ids', 'Digital Locker needs the stock class of each equity plan.'));
  if (reserved === null)
    problems.push(problemAt(l, 'initial_shares_reserved', 'The shares reserved for the plan are not a number.'));
  if (!classId || reserved === null) return null;
  const behavior = BEHAVIORS.find((b) => b === o.default_cancellation_behavior) ?? 'RETURN_TO_POOL';
  const date = firstTag(c, 'ledger_date') ?? (typeof o.board_approval_date === 'string' ? o.board_approval_date : asOf);
  const details = restOf(
    o,
    ['plan_name', 'initial_shares_reserved', 'default_cancellation_behavior', 'board_approval_date', 'stock_class_id'],
    c,
  );
  if (ids.length <= 1) delete details.stock_class_ids;
  return {
    source: located(l),
    ...(firstTag(c, 'ledger_tx') ? { txId: firstTag(c, 'ledger_tx') } : {}),
    date,
    tx: { type: 'plan', planId: o.id, classId, reserved, cancellationBehavior: behavior, date },
    planFields: {
      name: String(o.plan_name),
      exercise_windows: jsonTag<Details>(c, 'exercise_windows') ?? {},
      board_approval_date: typeof o.board_approval_date === 'string' ? o.board_approval_date : null,
      details,
    },
  };
}

/** The product's own time-based schedules among the vesting terms (tagged `dl:vesting`), by id. */
export function productSchedule(o: OcfObject): TimeVesting | undefined {
  return jsonTag<TimeVesting>(splitComments(o.comments), 'vesting');
}
