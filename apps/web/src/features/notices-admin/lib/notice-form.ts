import {
  NOTICE_END_BEFORE_START,
  type ProviderNotice,
  type PublishSystemNotificationBody,
  type SystemNotificationItem,
} from '@dl/contracts';

/** What the notice form edits; dates as the `datetime-local` input holds them (local time, no zone). */
export interface NoticeFormValues {
  title: string;
  kind: SystemNotificationItem['kind'];
  severity: SystemNotificationItem['severity'];
  details: string;
  allTenants: boolean;
  tenantIds: string[];
  /** Empty: now. */
  startsAt: string;
  /** Empty: until withdrawn. */
  endsAt: string;
}

export const REQUIRED = 'This field is required.';
export const CHOOSE_TENANT = 'Choose at least one tenant, or send it to every tenant.';

export const EMPTY_NOTICE: NoticeFormValues = {
  title: '',
  kind: 'Announcement',
  severity: 'Severity 2',
  details: '',
  allTenants: true,
  tenantIds: [],
  startsAt: '',
  endsAt: '',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as a `datetime-local` value in this browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (this browser's time zone) as ISO 8601 in UTC; empty stays null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export function formFromNotice(n: ProviderNotice): NoticeFormValues {
  return {
    title: n.title,
    kind: n.kind,
    severity: n.severity,
    details: n.message_details.details,
    allTenants: n.all_tenants,
    tenantIds: n.tenants.map((t) => t.id),
    startsAt: toLocalInput(n.starts_on),
    endsAt: toLocalInput(n.ends_on),
  };
}

/** Field errors, by field name; empty when the form can be sent. */
export function noticeProblems(v: NoticeFormValues, now = new Date()): Partial<Record<keyof NoticeFormValues, string>> {
  const problems: Partial<Record<keyof NoticeFormValues, string>> = {};
  if (!v.title.trim()) problems.title = REQUIRED;
  else if (v.title.trim().length > 200) problems.title = 'Use at most 200 characters.';
  if (!v.details.trim()) problems.details = REQUIRED;
  if (!v.allTenants && v.tenantIds.length === 0) problems.tenantIds = CHOOSE_TENANT;
  const starts = fromLocalInput(v.startsAt);
  const ends = fromLocalInput(v.endsAt);
  if (v.startsAt && !starts) problems.startsAt = 'Enter a date and time.';
  if (v.endsAt && !ends) problems.endsAt = 'Enter a date and time.';
  if (ends && new Date(ends) <= (starts ? new Date(starts) : now)) problems.endsAt = NOTICE_END_BEFORE_START;
  return problems;
}

export function bodyFromForm(v: NoticeFormValues): PublishSystemNotificationBody {
  return {
    title: v.title.trim(),
    kind: v.kind,
    severity: v.severity,
    message_details: { details: v.details.trim() },
    tenant_ids: v.allTenants ? [] : v.tenantIds,
    starts_on: fromLocalInput(v.startsAt),
    ends_on: fromLocalInput(v.endsAt),
  };
}
