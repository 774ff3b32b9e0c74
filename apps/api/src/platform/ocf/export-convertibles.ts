import { captable } from '@dl/domain';
import { type Details, detailsOf } from './export-objects';

/**
 * A SAFE's or a note's terms (types 4 and 5) as OCF conversion triggers (CAPTABLE 11.5): a SAFE
 * converts automatically at the event its terms name (SAFEConversionMechanism); a note converts on
 * its maturity date, issue date plus its term (NoteConversionMechanism). OCF has no ACTUAL_360 day
 * count: such a note says ACTUAL_365 and its trigger description names the real convention (the
 * terms travel whole in the manifest's dl:terms tag).
 */

const money = (m: unknown): Details | undefined => {
  const v = detailsOf(m);
  return typeof v.amount === 'string' && typeof v.currency === 'string'
    ? { amount: v.amount, currency: v.currency }
    : undefined;
};
const ACCRUAL: Record<string, string> = {
  daily: 'DAILY',
  monthly: 'MONTHLY',
  quarterly: 'QUARTERLY',
  annual: 'ANNUAL',
};
const EVENT: Record<string, string> = {
  equity_financing: 'Converts at the next equity financing.',
  liquidity: 'Converts at a liquidity event.',
  dissolution: 'Converts at a dissolution event.',
};

export function convertibleTriggers(
  securityId: string,
  issueDate: string,
  terms: Details | undefined,
): Details[] | null {
  if (!terms) return null;
  const right = (mechanism: Details) => ({
    type: 'CONVERTIBLE_CONVERSION_RIGHT',
    conversion_mechanism: mechanism,
    converts_to_future_round: true,
  });
  if (terms.type === 4) {
    const trigger = detailsOf(terms.conversionTrigger);
    const minimum = money(trigger.minimumRaise);
    const cap = money(terms.valuationCap);
    return [
      {
        trigger_id: `${securityId}.conversion`,
        type: 'AUTOMATIC_ON_CONDITION',
        trigger_condition:
          (EVENT[String(trigger.kind)] ?? 'Converts as the SAFE says.') +
          (minimum ? ` Minimum raise ${minimum.amount} ${minimum.currency}.` : ''),
        conversion_right: right({
          type: 'SAFE_CONVERSION',
          conversion_mfn: terms.mfn === true,
          conversion_timing: terms.timing === 'pre_money' ? 'PRE_MONEY' : 'POST_MONEY',
          ...(cap ? { conversion_valuation_cap: cap } : {}),
          ...(typeof terms.conversionDiscount === 'string' ? { conversion_discount: terms.conversionDiscount } : {}),
        }),
      },
    ];
  }
  if (terms.type !== 5 || typeof terms.termMonths !== 'number') return null;
  const rates = Array.isArray(terms.interestRate) ? terms.interestRate.map(detailsOf) : [];
  const cap = money(terms.valuationCap);
  const dayCount = terms.dayCount === '30_360' ? '30_360' : 'ACTUAL_365';
  return [
    {
      trigger_id: `${securityId}.maturity`,
      type: 'AUTOMATIC_ON_DATE',
      trigger_date: captable.addMonths(issueDate, terms.termMonths),
      trigger_description:
        `Converts at maturity, ${terms.termMonths} months after issue.` +
        (terms.dayCount === 'ACTUAL_360' ? ' Interest accrues on an actual/360 day count.' : ''),
      conversion_right: right({
        type: 'CONVERTIBLE_NOTE_CONVERSION',
        interest_rates: rates.map((r) => ({
          rate: r.rate,
          accrual_start_date: r.from,
          ...(typeof r.to === 'string' ? { accrual_end_date: r.to } : {}),
        })),
        day_count_convention: dayCount,
        interest_payout: 'DEFERRED',
        interest_accrual_period: ACCRUAL[String(terms.accrual)] ?? 'ANNUAL',
        compounding_type: terms.compounding === 'simple' ? 'SIMPLE' : 'COMPOUNDING',
        ...(typeof terms.discount === 'string' ? { conversion_discount: terms.discount } : {}),
        ...(cap ? { conversion_valuation_cap: cap } : {}),
        ...(typeof terms.earlyExitMultiple === 'string'
          ? { exit_multiple: { numerator: terms.earlyExitMultiple, denominator: '1' } }
          : {}),
      }),
    },
  ];
}
