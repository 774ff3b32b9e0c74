import { currencyOf, detailsOf, money } from './export-objects';
import { tag } from './export-tags';
import { familyOf, issuanceObject, type LedgerTxLike, type SecurityRow, type TxContext } from './export-transactions';
import type { OcfObject } from './types';

/** One ledger transaction as its OCF transaction objects (the action, then the issuances it implies). */
export function ledgerTxObjects(tx: LedgerTxLike, ctx: TxContext): OcfObject[] {
  const str = (k: string): string | undefined => (typeof tx[k] === 'string' ? (tx[k] as string) : undefined);
  const base = { id: tx.id, date: tx.date };
  switch (tx.type) {
    case 'stock_class':
    case 'plan':
      return []; // carried by the STOCK_CLASS and STOCK_PLAN objects (initial amount, ledger_tx tags)
    case 'authorized_adjustment':
      return [
        {
          ...base,
          object_type: 'TX_STOCK_CLASS_AUTHORIZED_SHARES_ADJUSTMENT',
          stock_class_id: str('classId'),
          new_shares_authorized: str('authorized'),
        } as OcfObject,
      ];
    case 'pool_adjustment':
      return [
        {
          ...base,
          object_type: 'TX_STOCK_PLAN_POOL_ADJUSTMENT',
          stock_plan_id: str('planId'),
          shares_reserved: str('reserved'),
        } as OcfObject,
      ];
    case 'issuance': {
      const s = ctx.securities.get(str('securityId') ?? '');
      return s ? [issuanceObject(s, tx.id, tx.date, ctx, str('quantity'))] : [];
    }
    default:
      return actionObjects(tx, ctx, str);
  }
}

function actionObjects(tx: LedgerTxLike, ctx: TxContext, str: (k: string) => string | undefined): OcfObject[] {
  const securityId = str('securityId') ?? '';
  const s = ctx.securities.get(securityId);
  if (!s) return [];
  const family = familyOf(s.kind);
  const currency = currencyOf(detailsOf(s.details));
  const convertible = family === 'CONVERTIBLE';
  const quantity = str('quantity');
  const amountField = (q: string | undefined) =>
    convertible ? { amount: money(q ?? s.quantity ?? '0', currency) } : { quantity: q };
  const balanceId = str('balanceId');
  const resultingId = str('resultingId');
  const head = { id: tx.id, date: tx.date, security_id: securityId };
  const created = (id: string | undefined, q?: string): OcfObject[] => {
    const row = id ? ctx.securities.get(id) : undefined;
    return row && id ? [issuanceObject(row, `${tx.id}:${id}`, tx.date, ctx, q)] : [];
  };
  const balance = balanceId ? { balance_security_id: balanceId } : {};
  switch (tx.type) {
    case 'transfer':
      return [
        {
          ...head,
          object_type: `TX_${family}_TRANSFER`,
          ...amountField(quantity),
          resulting_security_ids: [resultingId],
          ...balance,
        } as OcfObject,
        ...created(resultingId),
        ...created(balanceId),
      ];
    case 'cancellation':
      return [
        {
          ...head,
          object_type: `TX_${family}_CANCELLATION`,
          ...amountField(quantity),
          reason_text: str('reason'),
          ...balance,
        } as OcfObject,
        ...created(balanceId),
      ];
    case 'repurchase':
      return [
        {
          ...head,
          object_type: 'TX_STOCK_REPURCHASE',
          price: money(str('price') ?? '0', currency),
          quantity,
          ...balance,
          comments: [tag('disposition', str('disposition') ?? 'treasury')],
        } as OcfObject,
        ...created(balanceId),
      ];
    case 'exercise': {
      const tags = [tag('quantity', quantity ?? '')];
      if (balanceId) tags.push(tag('balance_security_id', balanceId));
      const action =
        family === 'WARRANT'
          ? {
              object_type: 'TX_WARRANT_EXERCISE',
              trigger_id: warrantTrigger(s),
            }
          : { object_type: 'TX_EQUITY_COMPENSATION_EXERCISE', quantity };
      return [
        { ...head, ...action, resulting_security_ids: [resultingId], comments: tags } as OcfObject,
        ...created(resultingId),
        ...created(balanceId),
      ];
    }
    case 'conversion': {
      const action =
        family === 'STOCK'
          ? { object_type: 'TX_STOCK_CONVERSION', quantity_converted: s.quantity ?? '0' }
          : family === 'WARRANT'
            ? {
                object_type: 'TX_WARRANT_EXERCISE',
                trigger_id: warrantTrigger(s),
                comments: [tag('tx_type', 'conversion')],
              }
            : {
                object_type: 'TX_CONVERTIBLE_CONVERSION',
                reason_text: 'Converted into shares.',
                trigger_id: convertibleTrigger(s),
              };
      return [{ ...head, ...action, resulting_security_ids: [resultingId] } as OcfObject, ...created(resultingId)];
    }
    case 'retraction':
      return [{ ...head, object_type: `TX_${family}_RETRACTION`, reason_text: str('reason') } as OcfObject];
    case 'acceptance':
      return [{ ...head, object_type: `TX_${family}_ACCEPTANCE` } as OcfObject];
    case 'vesting_start':
      return [{ ...head, object_type: 'TX_VESTING_START', vesting_condition_id: 'start' } as OcfObject];
    default:
      return [];
  }
}

function warrantTrigger(s: SecurityRow): string {
  const triggers = detailsOf(s.details).exercise_triggers;
  const first = Array.isArray(triggers) ? detailsOf(triggers[0]).trigger_id : undefined;
  return typeof first === 'string' ? first : `${s.id}.exercise`;
}

function convertibleTrigger(s: SecurityRow): string {
  const triggers = detailsOf(s.details).conversion_triggers;
  const first = Array.isArray(triggers) ? detailsOf(triggers[0]).trigger_id : undefined;
  return typeof first === 'string' ? first : `${s.id}.conversion`;
}
