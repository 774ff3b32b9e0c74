/**
 * What a stored notification reports (issue 6 "Events that notify"). Slices that add an event add
 * its name here; the web reads the same list.
 */
export const NOTIFICATION_EVENTS = [
  'NDA_COUNTERSIGNED',
  'NDA_DECLINED',
  'DATA_ROOM_OPENED',
  'DEAL_APPROVED',
  'DEAL_COUNTERSIGNED',
  'DEAL_EXECUTED',
  'PAYMENT_ACKNOWLEDGED',
  'CAPITAL_CALL_ISSUED',
  'QUESTION_ANSWERED',
  'QUESTION_ASKED',
  'MEETING_REQUESTED',
  'MEETING_ANSWERED',
  'SERVICE_REQUEST_UPDATED',
  'KYC_DECISION',
  'SYSTEM_NOTIFICATION_PUBLISHED',
  'DOCUMENT_SENT',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** ACTION when the user must act (sign, pay, answer), else NOTIFICATION (panel tabs, spec 2). */
export const NOTIFICATION_KINDS = ['ACTION', 'NOTIFICATION'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Route names a notification may send the user to (spec 2 "Snackbar": navigate_to key mapped to a
 * route name, optional resource_id and query). The web maps each to a path.
 */
export const NAVIGATE_TO_ROUTES = [
  'OpportunityDetail',
  'Transaction',
  'Communication',
  'ScheduleMeetings',
  'ServiceRequest',
  'Notifications',
  'SystemNotifications',
  'MyProfile',
  'Documents',
  'Events',
  'Resources',
] as const;
export type NavigateToName = (typeof NAVIGATE_TO_ROUTES)[number];

export interface NavigateTarget {
  name: NavigateToName;
  resource_id?: string;
  query?: Record<string, string>;
}

/** Spec 3 "Notifications and communications": system notification kinds and severities. */
export const SYSTEM_NOTIFICATION_KINDS = ['Announcement', 'Incident', 'Maintenance'] as const;
export type SystemNotificationKind = (typeof SYSTEM_NOTIFICATION_KINDS)[number];
export const SYSTEM_NOTIFICATION_SEVERITIES = ['High Impact', 'Severity 1', 'Severity 2'] as const;
export type SystemNotificationSeverity = (typeof SYSTEM_NOTIFICATION_SEVERITIES)[number];

export function isNotificationEvent(value: string): value is NotificationEvent {
  return (NOTIFICATION_EVENTS as readonly string[]).includes(value);
}

export function isNavigateToName(value: string): value is NavigateToName {
  return (NAVIGATE_TO_ROUTES as readonly string[]).includes(value);
}
