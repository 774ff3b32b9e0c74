import { convertibleTriggers } from './export-convertibles';
import { pickOcfFields } from './export-fields';
import { currencyOf, type Details, detailsOf, money, type TimeVesting, vestingTermsId } from './export-objects';
import { tag, withComments } from './export-tags';
import type { OcfObject } from './types';

/**
 * The ledger's transactions as OCF transactions with the same ids (CAPTABLE 11.3-11.5). A security an
 * action creates (the transferred part, the balance, the shares of an exercise or a conversion) gets
 * an issuance of its own, id `<tx id>:<security id>`, as OCF's traversing rules want; an import folds
 * those issuances back into the action.
 */

export interface SecurityRow {
  id: string;
  kind: 'CS' | 'PS' | 'WA' | 'CN' | 'SAFE' | 'OP';
  stakeholder_id: string | null;
  class_id: string | null;
  plan_id: string | null;
  quantity: string | null;
  price: string | null;
  terms_id: string | null;
  terms_version: number | null;
  option_kind: 'iso' | 'nso' | 'iso_nso' | null;
  vesting: unknown;
  details: unknown;
  investment_id: string | null;
}

/** A cap_tx row: its body is the domain's LedgerTx. */
export interface TxRow {
  id: string;
  type: string;
  date: string;
  body: unknown;
}

export interface PlanInfo {
  classId: string;
  exerciseWindows: unknown;
}

export interface TxContext {
  securities: ReadonlyMap<string, SecurityRow>;
  plans: ReadonlyMap<string, PlanInfo>;
  /** Terms bodies by `terms_id@version` (a SAFE's or a note's give its conversion triggers). */
  terms?: ReadonlyMap<string, Details>;
}

/** OCF's family of transaction types for a security kind. */
export function familyOf(kind: SecurityRow['kind']): 'STOCK' | 'EQUITY_COMPENSATION' | 'WARRANT' | 'CONVERTIBLE' {
  if (kind === 'CS' || kind === 'PS') return 'STOCK';
  if (kind === 'OP') return 'EQUITY_COMPENSATION';
  return kind === 'WA' ? 'WARRANT' : 'CONVERTIBLE';
}

const UNIT_TO_OCF: Record<string, string> = { day: 'DAYS', month: 'MONTHS', year: 'YEARS' };
const REASON_TO_OCF: Record<string, string> = {
  voluntary: 'VOLUNTARY_OTHER',
  involuntary: 'INVOLUNTARY_OTHER',
  with_cause: 'INVOLUNTARY_WITH_CAUSE',
  death: 'INVOLUNTARY_DEATH',
  disability: 'INVOLUNTARY_DISABILITY',
  retirement: 'VOLUNTARY_RETIREMENT',
};

/** A plan's windows (reason -> {period, unit}) as OCF termination windows. */
function terminationWindows(windows: unknown): Details[] {
  return Object.entries(detailsOf(windows)).flatMap(([reason, w]) => {
    const window = detailsOf(w);
    const type = UNIT_TO_OCF[String(window.unit)];
    const ocfReason = REASON_TO_OCF[reason];
    if (!type || !ocfReason || typeof window.period !== 'number') return [];
    return [{ reason: ocfReason, period: window.period, period_type: type }];
  });
}

const OPTION_TYPE: Record<string, string> = { iso: 'OPTION_ISO', nso: 'OPTION_NSO' };

/** The issuance of a security (issued by the ledger, or created by an action). */
export function issuanceObject(s: SecurityRow, id: string, date: string, ctx: TxContext, quantity?: string): OcfObject {
  const d = detailsOf(s.details);
  const currency = currencyOf(d);
  const family = familyOf(s.kind);
  const objectType = `TX_${family}_ISSUANCE`;
  const q = quantity ?? s.quantity ?? '0';
  const tags: string[] = [];
  const out: Details = {
    ...pickOcfFields(objectType, d),
    id,
    object_type: objectType,
    date,
    security_id: s.id,
    stakeholder_id: s.stakeholder_id,
    custom_id: typeof d.custom_id === 'string' ? d.custom_id : s.id,
    security_law_exemptions: Array.isArray(d.security_law_exemptions) ? d.security_law_exemptions : [],
  };
  if (s.kind !== 'CS' && s.kind !== 'PS') tags.push(tag('kind', s.kind));
  if (family === 'STOCK') {
    Object.assign(out, {
      stock_class_id: s.class_id,
      share_price: money(s.price ?? '0', currency),
      quantity: q,
      stock_legend_ids: Array.isArray(d.stock_legend_ids) ? d.stock_legend_ids : [],
      ...(s.plan_id ? { stock_plan_id: s.plan_id } : {}),
    });
  } else if (family === 'EQUITY_COMPENSATION') {
    const plan = s.plan_id ? ctx.plans.get(s.plan_id) : undefined;
    Object.assign(out, {
      compensation_type: OPTION_TYPE[s.option_kind ?? ''] ?? 'OPTION',
      quantity: q,
      ...(s.price === null ? {} : { exercise_price: money(s.price, currency) }),
      ...(s.plan_id ? { stock_plan_id: s.plan_id } : {}),
      expiration_date: typeof d.expiration_date === 'string' ? d.expiration_date : null,
      termination_exercise_windows: Array.isArray(d.termination_exercise_windows)
        ? d.termination_exercise_windows
        : terminationWindows(plan?.exerciseWindows),
    });
    if (s.option_kind) tags.push(tag('option_kind', s.option_kind));
  } else if (family === 'WARRANT') {
    Object.assign(out, {
      quantity: q,
      ...(s.price === null ? {} : { exercise_price: money(s.price, currency) }),
      purchase_price: isRecordLike(d.purchase_price) ? d.purchase_price : money('0', currency),
      exercise_triggers: Array.isArray(d.exercise_triggers) ? d.exercise_triggers : [],
    });
  } else {
    Object.assign(out, {
      convertible_type:
        typeof d.convertible_type === 'string' ? d.convertible_type : s.kind === 'SAFE' ? 'SAFE' : 'NOTE',
      investment_amount: money(q, currency),
      conversion_triggers:
        Array.isArray(d.conversion_triggers) && d.conversion_triggers.length > 0
          ? d.conversion_triggers
          : (convertibleTriggers(s.id, date, ctx.terms?.get(`${s.terms_id}@${s.terms_version ?? 1}`)) ?? [
              unspecifiedTrigger(s.id),
            ]),
      seniority: typeof d.seniority === 'number' ? d.seniority : 1,
    });
  }
  vestingOut(s.vesting, family, out, tags);
  if (s.terms_id) tags.push(tag('terms', `${s.terms_id}@${s.terms_version ?? 1}`));
  if (s.investment_id) tags.push(tag('investment_id', s.investment_id));
  if (typeof d.cancellationBehavior === 'string') tags.push(tag('cancellation_behavior', d.cancellationBehavior));
  if (s.price !== null && family === 'CONVERTIBLE') tags.push(tag('price', s.price));
  return withComments(out, d.comments, tags) as OcfObject;
}

const isRecordLike = (v: unknown): boolean => typeof v === 'object' && v !== null && !Array.isArray(v);

function unspecifiedTrigger(securityId: string): Details {
  return {
    trigger_id: `${securityId}.conversion`,
    type: 'UNSPECIFIED',
    conversion_right: {
      type: 'CONVERTIBLE_CONVERSION_RIGHT',
      conversion_mechanism: {
        type: 'CUSTOM_CONVERSION',
        custom_conversion_description: 'As the instrument’s terms say.',
      },
    },
  };
}

/** The product's vesting on an issuance: terms by id (time-based) or the dated amounts (custom). */
function vestingOut(vesting: unknown, family: string, out: Details, tags: string[]): void {
  const v = detailsOf(vesting);
  if (!v.type) return;
  if (family === 'CONVERTIBLE') {
    tags.push(tag('vesting', v));
    return;
  }
  if (v.type === 'custom' && Array.isArray(v.rows)) {
    out.vestings = v.rows.map((r) => ({ date: detailsOf(r).date, amount: detailsOf(r).amount }));
    return;
  }
  const { start_date, type: _t, ...schedule } = v;
  out.vesting_terms_id = vestingTermsId(schedule as unknown as TimeVesting);
  tags.push(tag('vesting_start_date', String(start_date)));
}

/** The domain's LedgerTx (a cap_tx body), with the row's id, date and type. */
export type LedgerTxLike = Record<string, unknown> & { id: string; date: string; type: string };

export function ledgerTxOf(row: TxRow): LedgerTxLike {
  return { ...detailsOf(row.body), id: row.id, date: row.date, type: row.type };
}

/** The securities a ledger transaction names, to load before mapping it. */
export function securityIdsOf(tx: LedgerTxLike): string[] {
  return ['securityId', 'resultingId', 'balanceId'].map((k) => tx[k]).filter((v): v is string => typeof v === 'string');
}
