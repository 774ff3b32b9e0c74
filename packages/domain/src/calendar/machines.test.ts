import { describe, expect, it } from 'vitest';
import { meetingMachine } from './meeting-request.ts';
import { serviceRequestEventFor, serviceRequestMachine } from './service-request.ts';

describe('meetingMachine', () => {
  it.each([
    ['REQUESTED', 'accept', true],
    ['REQUESTED', 'decline', true],
    ['REQUESTED', 'cancel', true],
    ['ACCEPTED', 'cancel', true],
    ['ACCEPTED', 'accept', false],
    ['ACCEPTED', 'decline', false],
    ['DECLINED', 'cancel', false],
    ['DECLINED', 'accept', false],
    ['CANCELLED', 'cancel', false],
    ['CANCELLED', 'accept', false],
  ] as const)('%s --%s--> allowed %s', (state, event, allowed) => {
    expect(meetingMachine.can(state, event)).toBe(allowed);
  });
  it('names what it refused', () => {
    expect(() => meetingMachine.next('DECLINED', 'accept')).toThrow(
      'Cannot accept while the meeting request is DECLINED.',
    );
  });
});

describe('serviceRequestMachine', () => {
  it.each([
    ['OPEN', 'IN_PROGRESS', 'start'],
    ['OPEN', 'RESOLVED', 'resolve'],
    ['OPEN', 'CLOSED', 'close'],
    ['IN_PROGRESS', 'RESOLVED', 'resolve'],
    ['IN_PROGRESS', 'CLOSED', 'close'],
    ['RESOLVED', 'IN_PROGRESS', 'reopen'],
    ['RESOLVED', 'CLOSED', 'close'],
    ['IN_PROGRESS', 'OPEN', null],
    ['CLOSED', 'OPEN', null],
    ['CLOSED', 'IN_PROGRESS', null],
    ['OPEN', 'OPEN', null],
  ] as const)('%s -> %s by %s', (from, to, event) => {
    expect(serviceRequestEventFor(from, to)).toBe(event);
  });
  it('refuses to act on a closed request', () => {
    expect(() => serviceRequestMachine.next('CLOSED', 'close')).toThrow(
      'Cannot close while the service request is CLOSED.',
    );
  });
});
