import type { captable } from '@dl/domain';
import { detailsOf, type TimeVesting } from './export-objects';
import { firstTag, jsonTag, type SplitComments, splitComments } from './export-tags';
import { type CreationStep, decimal, type Details, type Located, restOf } from './import-objects';
import type { LocatedObject, OcfObject, OcfProblem } from './types';

/**
 * OCF transactions as the ledger's transactions (the inverse of export-actions.ts), pure. Issuances of
 * securities that an action creates (resulting and balance securities) are folded into that action;
 * their own fields go to the new security's details.
 */

type Kind = captable.SecurityKind;
type TxBody = captable.LedgerTxBody & { date: string };

interface SecurityFieldsOut {
  terms_id?: string | null;
  terms_version?: number | null;
  option_kind?: 'iso' | 'nso' | 'iso_nso' | null;
  vesting?: unknown;
  details?: Details;
}

export interface TxStep {
  source: Located;
  txId: string;
  date: string;
  tx: TxBody;
  securityFields?: SecurityFieldsOut;
  /** Details of the securities the action creates, from their own issuances. */
  patches: { securityId: string; details: Details }[];
}

export type Step = (CreationStep & { patches?: undefined; securityFields?: undefined }) | TxStep;

/** Transactions that change no holding: kept as they are and given back after the ledger's. */
export const KEPT_TX_TYPES = new Set([
  'TX_VESTING_EVENT',
  'TX_VESTING_ACCELERATION',
  'TX_ISSUER_AUTHORIZED_SHARES_ADJUSTMENT',
]);

const ISSUANCE_MODELLED: Record<string, readonly string[]> = {
  TX_STOCK_ISSUANCE: ['stock_class_id', 'share_price', 'quantity', 'stock_plan_id'],
  TX_EQUITY_COMPENSATION_ISSUANCE: ['compensation_type', 'quantity', 'exercise_price', 'stock_plan_id'],
  TX_PLAN_SECURITY_ISSUANCE: ['compensation_type', 'quantity', 'exercise_price', 'stock_plan_id'],
  TX_WARRANT_ISSUANCE: ['quantity', 'exercise_price'],
  TX_CONVERTIBLE_ISSUANCE: ['investment_amount'],
};
const COMMON_MODELLED = ['date', 'security_id', 'stakeholder_id'];
const isIssuance = (t: string) => Object.hasOwn(ISSUANCE_MODELLED, t);

export interface TxContext {
  classKinds: ReadonlyMap<string, 'CS' | 'PS'>;
  schedules: ReadonlyMap<string, TimeVesting>;
  problems: OcfProblem[];
}

/** Maps OCF security ids to the product's, which start with their kind's prefix (OP-, CS-...). */
export class SecurityIds {
  private readonly ids = new Map<string, { id: string; kind: Kind }>();
  bind(ocfId: string, kind: Kind): string {
    const found = this.ids.get(ocfId);
    if (found) return found.id;
    const id = ocfId.startsWith(`${kind}-`) ? ocfId : `${kind}-${ocfId}`;
    this.ids.set(ocfId, { id, kind });
    return id;
  }
  get(ocfId: string) {
    return this.ids.get(ocfId);
  }
}

function kindOfIssuance(o: OcfObject, c: SplitComments, ctx: TxContext): Kind {
  const tagged = firstTag(c, 'kind');
  if (tagged && ['WA', 'CN', 'SAFE', 'OP'].includes(tagged)) return tagged as Kind;
  switch (o.object_type) {
    case 'TX_STOCK_ISSUANCE':
      return ctx.classKinds.get(String(o.stock_class_id)) ?? 'CS';
    case 'TX_WARRANT_ISSUANCE':
      return 'WA';
    case 'TX_CONVERTIBLE_ISSUANCE':
      return o.convertible_type === 'SAFE' ? 'SAFE' : 'CN';
    default:
      return 'OP';
  }
}

const amountOf = (v: unknown): string | null => decimal(detailsOf(v).amount);

/** An issuance's columns and details (terms, option kind, vesting, the OCF fields without a column). */
function securityFieldsOf(o: OcfObject, c: SplitComments, ctx: TxContext): SecurityFieldsOut {
  const modelled = [...COMMON_MODELLED, ...(ISSUANCE_MODELLED[o.object_type] ?? [])];
  const fields: SecurityFieldsOut = {};
  const schedule = typeof o.vesting_terms_id === 'string' ? ctx.schedules.get(o.vesting_terms_id) : undefined;
  if (schedule) {
    modelled.push('vesting_terms_id');
    fields.vesting = { type: 'time', start_date: firstTag(c, 'vesting_start_date') ?? o.date, ...schedule };
  } else if (Array.isArray(o.vestings)) {
    modelled.push('vestings');
    fields.vesting = {
      type: 'custom',
      rows: o.vestings.map((v) => ({ date: detailsOf(v).date, amount: detailsOf(v).amount })),
    };
  } else if (jsonTag(c, 'vesting')) fields.vesting = jsonTag(c, 'vesting');
  const details = restOf(o, modelled, c);
  const money = detailsOf(o.share_price ?? o.exercise_price ?? o.investment_amount ?? o.purchase_price);
  if (typeof money.currency === 'string' && money.currency !== 'USD') details.currency = money.currency;
  const behavior = firstTag(c, 'cancellation_behavior');
  if (behavior) details.cancellationBehavior = behavior;
  fields.details = details;
  const terms = /^(.+)@(\d+)$/.exec(firstTag(c, 'terms') ?? '');
  if (terms) {
    fields.terms_id = terms[1] as string;
    fields.terms_version = Number(terms[2]);
  }
  const optionKind = firstTag(c, 'option_kind');
  if (optionKind === 'iso' || optionKind === 'nso' || optionKind === 'iso_nso') fields.option_kind = optionKind;
  else if (o.compensation_type === 'OPTION_ISO' || o.option_grant_type === 'ISO') fields.option_kind = 'iso';
  else if (o.compensation_type === 'OPTION_NSO' || o.option_grant_type === 'NSO') fields.option_kind = 'nso';
  return fields;
}

/** An issuance as the ledger's issuance, or a sentence saying why it cannot be one. */
export function issuanceStep(l: LocatedObject, ids: SecurityIds, ctx: TxContext): TxStep | null {
  const o = l.object;
  const c = splitComments(o.comments);
  const kind = kindOfIssuance(o, c, ctx);
  const report = (field: string, message: string) => {
    ctx.problems.push({ file: l.file, objectId: o.id, path: `${l.path}/${field}`, message });
    return null;
  };
  if (kind === 'OP' && typeof o.compensation_type === 'string' && !o.compensation_type.startsWith('OPTION'))
    return report(
      'compensation_type',
      `Digital Locker’s ledger holds options only, not ${o.compensation_type} awards.`,
    );
  const quantity = o.object_type === 'TX_CONVERTIBLE_ISSUANCE' ? amountOf(o.investment_amount) : decimal(o.quantity);
  if (quantity === null) return report('quantity', 'Digital Locker needs the quantity of each security it records.');
  const price =
    o.object_type === 'TX_STOCK_ISSUANCE'
      ? amountOf(o.share_price)
      : o.object_type === 'TX_CONVERTIBLE_ISSUANCE'
        ? decimal(firstTag(c, 'price'))
        : amountOf(o.exercise_price);
  const fields = securityFieldsOf(o, c, ctx);
  const behavior = fields.details?.cancellationBehavior;
  const tx: TxBody = {
    type: 'issuance',
    securityId: ids.bind(String(o.security_id), kind),
    kind,
    stakeholderId: String(o.stakeholder_id),
    quantity,
    date: String(o.date),
    ...(typeof o.stock_class_id === 'string' && (kind === 'CS' || kind === 'PS') ? { classId: o.stock_class_id } : {}),
    ...(typeof o.stock_plan_id === 'string' ? { planId: o.stock_plan_id } : {}),
    ...(price === null ? {} : { price }),
    ...(behavior === 'RETURN_TO_POOL' || behavior === 'RETIRE' || behavior === 'HOLD_AS_CAPITAL_STOCK'
      ? { cancellationBehavior: behavior }
      : {}),
  };
  return {
    source: { file: l.file, path: l.path, objectId: o.id },
    txId: o.id,
    date: String(o.date),
    tx,
    securityFields: fields,
    patches: [],
  };
}

export { isIssuance };
