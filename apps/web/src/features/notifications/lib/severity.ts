import type { SystemNotificationSeverity } from '@dl/domain';

/**
 * Spec 9 severity colours as theme colour names: High Impact error, Severity 1 warning, Severity 2
 * info. The spec's info colour is black, which reads as no colour at all, so info is Mantine's blue.
 */
export const SEVERITY_COLOR: Record<SystemNotificationSeverity, string> = {
  'High Impact': 'danger',
  'Severity 1': 'warning',
  'Severity 2': 'blue',
};
