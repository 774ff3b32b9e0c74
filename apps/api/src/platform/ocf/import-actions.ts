import { detailsOf } from './export-objects';
import { firstTag, splitComments } from './export-tags';
import { decimal, type Details, restOf } from './import-objects';
import type { SecurityIds, TxContext, TxStep } from './import-transactions';
import type { LocatedObject, OcfObject } from './types';

/** OCF actions on a security (transfer, cancellation, exercise...) as the ledger's, pure. */

const ACTION_OF: Record<string, string> = {
  TRANSFER: 'transfer',
  CANCELLATION: 'cancellation',
  REPURCHASE: 'repurchase',
  EXERCISE: 'exercise',
  CONVERSION: 'conversion',
  RETRACTION: 'retraction',
  ACCEPTANCE: 'acceptance',
};

/** Whether an OCF transaction type is one the ledger records as an action on a security. */
export function isAction(objectType: string): boolean {
  if (objectType === 'TX_VESTING_START') return true;
  const m = /^TX_(STOCK|EQUITY_COMPENSATION|PLAN_SECURITY|WARRANT|CONVERTIBLE)_([A-Z]+)$/.exec(objectType);
  return m !== null && Object.hasOwn(ACTION_OF, m[2] as string) && !(m[2] === 'REPURCHASE' && m[1] !== 'STOCK');
}

/** Fields of a created security's issuance that the action or the parent already gives. */
const ISSUANCE_SKIP = [
  'date',
  'security_id',
  'stakeholder_id',
  'stock_class_id',
  'stock_plan_id',
  'share_price',
  'exercise_price',
  'investment_amount',
  'compensation_type',
  'quantity',
  'vesting_terms_id',
  'vestings',
];

export function actionStep(
  l: LocatedObject,
  ids: SecurityIds,
  issuances: ReadonlyMap<string, LocatedObject>,
  ctx: TxContext,
): TxStep | null {
  const o = l.object;
  const c = splitComments(o.comments);
  const report = (field: string, message: string) => {
    ctx.problems.push({ file: l.file, objectId: o.id, path: `${l.path}/${field}`, message });
    return null;
  };
  const held = ids.get(String(o.security_id));
  if (!held) return report('security_id', `The security “${String(o.security_id)}” was never issued in this package.`);
  const securityId = held.id;
  const kind = held.kind;
  const date = String(o.date);
  const step = (tx: Record<string, unknown>, patches: TxStep['patches'] = []): TxStep => ({
    source: { file: l.file, path: l.path, objectId: o.id },
    txId: o.id,
    date,
    tx: { ...tx, securityId, date } as TxStep['tx'],
    patches,
  });
  if (o.object_type === 'TX_VESTING_START') return step({ type: 'vesting_start' });
  const action = ACTION_OF[o.object_type.split('_').at(-1) as string] as string;
  const quantity = decimal(o.quantity) ?? decimal(detailsOf(o.amount).amount);
  const resulting = Array.isArray(o.resulting_security_ids) ? o.resulting_security_ids.map(String) : [];
  const balanceOcf =
    typeof o.balance_security_id === 'string' ? o.balance_security_id : firstTag(c, 'balance_security_id');
  const balanceId = balanceOcf ? ids.bind(balanceOcf, kind) : undefined;
  const patches: TxStep['patches'] = [];
  const created = (ocfId: string, newKind: typeof kind | 'CS' | 'PS') => {
    const id = ids.bind(ocfId, newKind);
    const issuance = issuances.get(ocfId);
    if (issuance) patches.push({ securityId: id, details: ownDetails(issuance.object) });
    return { id, issuance: issuance?.object };
  };
  if (action === 'transfer' || action === 'exercise' || action === 'conversion') {
    if (resulting.length !== 1)
      return report(
        'resulting_security_ids',
        'Digital Locker records one resulting security per transaction; this one names ' +
          `${resulting.length === 0 ? 'none' : resulting.length}.`,
      );
  }
  const withBalance: Record<string, string> = balanceId ? { balanceId } : {};
  if (balanceOcf && balanceId) created(balanceOcf, kind);
  switch (action) {
    case 'transfer': {
      const r = created(resulting[0] as string, kind);
      if (!r.issuance?.stakeholder_id)
        return report('resulting_security_ids', 'The transferred security has no issuance naming its new holder.');
      return step(
        {
          type: 'transfer',
          quantity,
          toStakeholderId: String(r.issuance.stakeholder_id),
          resultingId: r.id,
          ...withBalance,
        },
        patches,
      );
    }
    case 'cancellation':
      return step({ type: 'cancellation', quantity, reason: String(o.reason_text ?? ''), ...withBalance }, patches);
    case 'repurchase':
      return step(
        {
          type: 'repurchase',
          quantity,
          price: decimal(detailsOf(o.price).amount) ?? '0',
          disposition: firstTag(c, 'disposition') ?? 'treasury',
          ...withBalance,
        },
        patches,
      );
    case 'retraction':
      return step({ type: 'retraction', reason: String(o.reason_text ?? '') });
    case 'acceptance':
      return step({ type: 'acceptance' });
    default:
      return resultingShares(action, firstTag(c, 'tx_type'), quantity ?? decimal(firstTag(c, 'quantity')), {
        report,
        step,
        created,
        withBalance,
        patches,
        resultingOcf: resulting[0] as string,
        classKinds: ctx.classKinds,
        issuances,
      });
  }
}

interface SharesHelpers {
  report: (field: string, message: string) => null;
  step: (tx: Record<string, unknown>, patches?: TxStep['patches']) => TxStep;
  created: (ocfId: string, kind: 'CS' | 'PS') => { id: string; issuance: OcfObject | undefined };
  withBalance: Record<string, string>;
  patches: TxStep['patches'];
  resultingOcf: string;
  classKinds: TxContext['classKinds'];
  issuances: ReadonlyMap<string, LocatedObject>;
}

/** An exercise or conversion: the resulting shares' class, number and price come from their issuance. */
function resultingShares(
  action: string,
  taggedType: string | undefined,
  quantity: string | null,
  h: SharesHelpers,
): TxStep | null {
  const classId = h.issuances.get(h.resultingOcf)?.object.stock_class_id;
  if (typeof classId !== 'string')
    return h.report('resulting_security_ids', 'The resulting shares have no stock issuance naming their class.');
  const first = h.created(h.resultingOcf, h.classKinds.get(classId) ?? 'CS');
  const resultingId = first.id;
  const shares = decimal(first.issuance?.quantity);
  const price = decimal(detailsOf(first.issuance?.share_price).amount);
  if (action === 'conversion' || taggedType === 'conversion') {
    if (shares === null) return h.report('resulting_security_ids', 'The resulting shares have no quantity.');
    return h.step({ type: 'conversion', resultingId, classId, quantity: shares }, h.patches);
  }
  const exercised = quantity ?? shares;
  if (exercised === null) return h.report('quantity', 'The exercise does not say how many were exercised.');
  return h.step(
    {
      type: 'exercise',
      quantity: exercised,
      resultingId,
      classId,
      ...(price === null ? {} : { price }),
      ...h.withBalance,
    },
    h.patches,
  );
}

/** The details a created security keeps from its own issuance (custom id, legends, exemptions...). */
function ownDetails(o: OcfObject): Details {
  return restOf(o, ISSUANCE_SKIP, splitComments(o.comments));
}
