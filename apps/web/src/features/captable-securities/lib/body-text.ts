import { formatDate } from '@dl/domain';
import { formatShares } from './format.ts';
import { TERMINATION_OPTIONS } from './labels.ts';

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
};
const SKIP = new Set(['action', 'type', 'details', 'vesting']);
const REASON = Object.fromEntries(TERMINATION_OPTIONS.map((o) => [o.value, o.label]));

function valueText(key: string, value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return Array.isArray(value) ? value.join(', ') : '';
  const s = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) return formatDate(s);
  if (/^\d+(\.\d+)?$/.test(s) && key !== 'securityId') return formatShares(s);
  return REASON[s] ?? s;
}

/** A transaction's or request's body in words: 'Quantity 1,000 · Reason Board decision · Date 03/01/2026'. */
export function bodyText(body: Record<string, unknown>): string {
  const parts = Object.entries(body)
    .filter(([k, v]) => !SKIP.has(k) && v !== null && v !== undefined && v !== '')
    .map(([k, v]) => {
      const label = WORDS[k] ?? k.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
      const text = valueText(k, v);
      return text ? `${label.charAt(0).toUpperCase()}${label.slice(1)} ${text}` : '';
    })
    .filter(Boolean);
  if (body.vesting) parts.push('New vesting schedule');
  return parts.join(' · ') || '—';
}
