import {
  type NotificationItem,
  notificationItemSchema,
  type PendingAction,
  pendingActionSchema,
  type SystemNotificationItem,
  systemNotificationItemSchema,
} from '@dl/contracts';
import type { NotificationKind } from '@dl/domain';

const uuid = (n: number, prefix = '7') => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A notification as GET notifications answers it (parsed by the contract, so tests stay honest). */
export function notificationItem(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return notificationItemSchema.parse({
    id: uuid(n),
    kind: 'NOTIFICATION' satisfies NotificationKind,
    event: 'QUESTION_ANSWERED',
    message: `Message ${n}`,
    navigate_to: 'OpportunityDetail',
    resource_id: `op-${n}`,
    query: null,
    created_on: '2026-11-21T10:00:00Z',
    read_on: null,
    ...overrides,
  });
}

export function systemNotificationItem(n: number, overrides: Partial<SystemNotificationItem> = {}) {
  return systemNotificationItemSchema.parse({
    id: uuid(n, '8'),
    title: `Maintenance window ${n}`,
    kind: 'Maintenance',
    severity: 'Severity 2',
    message_details: { details: `Details ${n}` },
    reported_at: '2026-11-20T08:00:00Z',
    ...overrides,
  });
}

export const page = <T>(results: T[], count = results.length) => ({ count, results });

/** A pending action as GET investors/actions answers it. */
export function pendingAction(n: number, overrides: Partial<PendingAction> = {}): PendingAction {
  return pendingActionSchema.parse({
    kind: 'CONFIRM_PAYMENT',
    subject_id: uuid(n, '9'),
    payment_id: uuid(n, '6'),
    text: `Confirm the payment of $${n},000.00 for Fund ${n} was sent`,
    amount: `${n}000.00`,
    opportunity: { id: uuid(n, '5'), name: `Fund ${n}` },
    since: '2026-11-20T08:00:00Z',
    navigate_to: 'Transaction',
    resource_id: uuid(n, '9'),
    ...overrides,
  });
}
