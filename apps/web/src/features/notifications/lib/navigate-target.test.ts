// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isOnRoute, notificationHref } from './navigate-target.ts';
import { notificationTime } from './notification-time.ts';

describe('notificationHref (spec 2: navigate_to, resource_id, query)', () => {
  it.each([
    [{ navigate_to: 'OpportunityDetail', resource_id: 'op-1' }, '/digital-locker/opportunity/op-1'],
    [{ navigate_to: 'Transaction', resource_id: 'inv 2' }, '/digital-locker/transact/inv%202'],
    [{ navigate_to: 'Communication', query: { tab: '1', id: 'q-1' } }, '/digital-locker/communicate?tab=1&id=q-1'],
    [{ navigate_to: 'MyProfile', resource_id: 'forms' }, '/digital-locker/my-profile/my-profile/forms'],
    [{ navigate_to: 'MyProfile' }, '/digital-locker/my-profile/my-profile/profile'],
    [{ navigate_to: 'Notifications' }, '/digital-locker/notifications'],
    [{ navigate_to: 'SystemNotifications' }, '/digital-locker/system-notifications'],
    [{ navigate_to: 'ScheduleMeetings' }, '/digital-locker/communicate/schedule-meetings'],
    [{ navigate_to: 'ServiceRequest' }, '/digital-locker/service-request'],
    [{ navigate_to: 'ScheduleMeetings', resource_id: 'm-1' }, '/digital-locker/communicate/schedule-meetings?id=m-1'],
    [
      { navigate_to: 'ServiceRequest', resource_id: 'sr-1', query: { id: 'sr-2' } },
      '/digital-locker/service-request?id=sr-2',
    ],
    [{ navigate_to: 'Documents' }, '/digital-locker/documents'],
    [{ navigate_to: 'Events' }, '/digital-locker/events'],
    [{ navigate_to: 'Resources' }, '/digital-locker/resources'],
    [{ navigate_to: 'OpportunityDetail' }, null],
    [{ navigate_to: 'Nowhere' }, null],
    [{ navigate_to: null }, null],
  ])('%j -> %s', (fields, expected) => {
    expect(notificationHref(fields)).toBe(expected);
  });

  it('compares routes by path, query and trailing slash aside', () => {
    expect(isOnRoute('/digital-locker/communicate/', '/digital-locker/communicate?tab=1')).toBe(true);
    expect(isOnRoute('/digital-locker/opportunity/a', '/digital-locker/opportunity/b')).toBe(false);
  });
});

describe('notificationTime', () => {
  const now = Date.parse('2026-11-21T15:00:00Z');
  it.each([
    ['2026-11-21T14:59:30Z', 'Just now'],
    ['2026-11-21T14:59:00Z', '1 minute ago'],
    ['2026-11-21T14:15:00Z', '45 minutes ago'],
    ['2026-11-21T12:00:00Z', '3 hours ago'],
    ['not a date', ''],
  ])('%s -> %s', (at, expected) => {
    expect(notificationTime(at, now)).toBe(expected);
  });

  it('shows MM/DD/YYYY hh:mm a after a day', () => {
    expect(notificationTime('2026-11-18T09:05:00Z', now)).toMatch(/^11\/18\/2026 \d{2}:05 (am|pm)$/);
  });
});
