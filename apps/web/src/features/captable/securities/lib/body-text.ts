import { formatDate } from '@dl/domain';
import { formatPrice, formatShares } from './format.ts';
import { KIND_LABELS, type SecurityKind, TERMINATION_OPTIONS } from './labels.ts';

const WORDS: Record<string, string> = {
  quantity: 'Quantity',
  to_stakeholder_id: 'To',
  reason: 'Reason',
  price: 'Price',
  disposition: 'Shares go to',
  date: 'Date',
  termination_date: 'Termination date',
  accelerate_quantity: 'Accelerate',
  securityId: 'Security',
  classId: 'Class',
  planId: 'Plan',
  stakeholderId: 'Stakeholder',
  authorized: 'Authorized',
  reserved: 'Reserved',
  balanceId: 'Balance',
  resultingId: 'Resulting',
  toStakeholderId: 'To',
  cancellationBehavior: 'Cancelled options',
};
const SKIP = new Set(['action', 'type', 'details', 'vesting']);
const MONEY = new Set(['price', 'exercisePrice', 'sharePrice', 'pricePerShare']);
const REASON = Object.fromEntries(TERMINATION_OPTIONS.map((o) => [o.value, o.label]));

function valueText(key: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return Array.isArray(value) ? value.join(', ') : '';
  const s = String(value);
  if (key === 'kind' && s in KIND_LABELS) return KIND_LABELS[s as SecurityKind];
  if (MONEY.has(key) && /^\d+(\.\d+)?$/.test(s)) return formatPrice(s);
  if (/^[A-Z][A-Z_]+$/.test(s)) return s.charAt(0) + s.slice(1).toLowerCase().replace(/_/g, ' ');
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return formatDate(s);
  if (/^\d+(\.\d+)?$/.test(s) && key !== 'securityId') return formatShares(s);
  return REASON[s] ?? s;
}

/**
 * A transaction's or request's body in words: 'Quantity 1,000 · Reason Board decision · Date 03/01/2026'.
 * `skip` leaves out what the row already shows in a column of its own.
 */
export function bodyText(body: Record<string, unknown>, skip: readonly string[] = []): string {
  const parts = Object.entries(body)
    .filter(([k, v]) => !SKIP.has(k) && !skip.includes(k) && v !== null && v !== undefined && v !== '')
    .map(([k, v]) => {
      const label = WORDS[k] ?? k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
      const text = valueText(k, v);
      return text ? `${label.charAt(0).toUpperCase()}${label.slice(1)} ${text}` : '';
    })
    .filter(Boolean);
  if (body.vesting) parts.push('New vesting schedule');
  return parts.join(' · ') || '—';
}
