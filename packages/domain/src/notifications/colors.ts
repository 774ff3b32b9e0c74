import type { NotificationKind, SystemNotificationSeverity } from './events.ts';
import type { SocketColor } from './socket-message.ts';

/**
 * Snackbar colour of a pushed notification (the spec names the colours, not the mapping): an action
 * waits for the user (warning), a notification reports progress (success).
 */
export function notificationColor(kind: NotificationKind): SocketColor {
  return kind === 'ACTION' ? 'warning' : 'success';
}

/** Severity colours of system notifications: High Impact error, Severity 1 warning, Severity 2 info. */
export const SEVERITY_COLORS: Record<SystemNotificationSeverity, SocketColor> = {
  'High Impact': 'error',
  'Severity 1': 'warning',
  'Severity 2': 'info',
};
