import type { LocatedObject, OcfProblem } from './types';

const SCALE = 10n ** 10n;

/** Decimal string -> scaled integer, so share counts never go through a JS number. */
function toUnits(value: unknown): bigint | null {
  if (typeof value !== 'string' || !/^-?\d+(\.\d{1,10})?$/.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  const sign = whole.startsWith('-') ? -1n : 1n;
  return sign * (BigInt(whole.replace('-', '')) * SCALE + BigInt(fraction.padEnd(10, '0')));
}

const ISSUANCES = new Set([
  'TX_STOCK_ISSUANCE',
  'TX_EQUITY_COMPENSATION_ISSUANCE',
  'TX_PLAN_SECURITY_ISSUANCE',
  'TX_WARRANT_ISSUANCE',
  'TX_CONVERTIBLE_ISSUANCE',
]);

/** Actions that consume a security: after one, OCF carries any remainder on a new balance security. */
const CONSUMING = new Set([
  'TX_STOCK_TRANSFER',
  'TX_STOCK_CANCELLATION',
  'TX_STOCK_REPURCHASE',
  'TX_STOCK_CONVERSION',
  'TX_EQUITY_COMPENSATION_TRANSFER',
  'TX_EQUITY_COMPENSATION_CANCELLATION',
  'TX_EQUITY_COMPENSATION_EXERCISE',
  'TX_PLAN_SECURITY_TRANSFER',
  'TX_PLAN_SECURITY_CANCELLATION',
  'TX_PLAN_SECURITY_EXERCISE',
  'TX_WARRANT_TRANSFER',
  'TX_WARRANT_CANCELLATION',
  'TX_WARRANT_EXERCISE',
  'TX_CONVERTIBLE_TRANSFER',
  'TX_CONVERTIBLE_CANCELLATION',
  'TX_CONVERTIBLE_CONVERSION',
]);

/** The quantity an object states: shares or units, or a convertible's amount of money. */
function quantityOf(o: Record<string, unknown>): bigint | null {
  const amount = o.investment_amount ?? o.amount;
  const money = typeof amount === 'object' && amount !== null ? (amount as { amount?: unknown }).amount : undefined;
  return toUnits(o.quantity ?? money ?? o.quantity_converted);
}

const ACTION_WORDS: Record<string, string> = {
  TRANSFER: 'transfers',
  CANCELLATION: 'cancels',
  REPURCHASE: 'repurchases',
  CONVERSION: 'converts',
  EXERCISE: 'exercises',
};

interface Holding {
  remaining: bigint;
  closedBy: string | null;
}

/**
 * Replays stock, equity-compensation, warrant and convertible transactions in date order (file order breaks ties): a security is
 * issued before it is acted on, no action takes more than the holding, and a consumed security takes no more.
 */
export function replayTransactions(objects: readonly LocatedObject[], problems: OcfProblem[]): void {
  const transactions = objects
    .filter(({ object }) => ISSUANCES.has(object.object_type) || CONSUMING.has(object.object_type))
    .map((located, order) => ({ located, order }))
    .sort((a, b) => String(a.located.object.date).localeCompare(String(b.located.object.date)) || a.order - b.order);
  const holdings = new Map<string, Holding>();
  for (const { located } of transactions) {
    const { file, path, object } = located;
    const securityId = String(object.security_id);
    const quantity = quantityOf(object);
    const report = (message: string, field = 'security_id') =>
      problems.push({ file, objectId: object.id, path: `${path}/${field}`, message });
    if (ISSUANCES.has(object.object_type)) {
      if (holdings.has(securityId)) report(`The security “${securityId}” is issued more than once.`);
      else holdings.set(securityId, { remaining: quantity ?? 0n, closedBy: null });
      continue;
    }
    const verb = ACTION_WORDS[object.object_type.split('_').at(-1) ?? ''] ?? 'acts on';
    const holding = holdings.get(securityId);
    if (!holding) {
      report(`This transaction ${verb} the security “${securityId}” before it was issued (or it never was).`);
      continue;
    }
    if (holding.closedBy) {
      report(`This transaction ${verb} the security “${securityId}”, which “${holding.closedBy}” already used up.`);
      continue;
    }
    if (quantity !== null && quantity > holding.remaining) {
      report(`This transaction ${verb} more than the security “${securityId}” holds.`, 'quantity');
    }
    holding.closedBy = object.id;
  }
}
