// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { EMPTY_MEETING_FORM, toCreateMeetingBody, validateMeetingForm } from './meeting-form.ts';

const now = new Date('2026-11-21T12:00:00Z');
const valid = {
  ...EMPTY_MEETING_FORM,
  opportunity_id: 'b3c1b1f2-1111-4111-8111-111111111111',
  times: ['2026-11-25T15:00:00.000Z', null, '2026-11-26T15:00:00.000Z'],
};

describe('validateMeetingForm', () => {
  it('accepts an opportunity, future times and a duration', () => {
    expect(validateMeetingForm(valid, now)).toEqual({});
  });
  it('asks for an opportunity and at least one time', () => {
    expect(validateMeetingForm(EMPTY_MEETING_FORM, now)).toEqual({
      opportunity_id: 'Opportunity is required',
      times: 'Proposed time is required',
    });
  });
  it('flags past and repeated slots by index', () => {
    const errors = validateMeetingForm(
      { ...valid, times: ['2026-11-20T15:00:00.000Z', '2026-11-25T15:00:00.000Z', '2026-11-25T15:00:00.000Z'] },
      now,
    );
    expect(errors.slots).toEqual({ 0: 'Proposed times must be in the future', 2: 'Proposed times must differ' });
  });
  it.each([
    ['10', 'Duration must be at least 15 minutes'],
    ['600', 'Duration must be at most 480 minutes'],
    ['abc', 'Duration must be at least 15 minutes'],
  ])('checks the duration %s', (duration, message) => {
    expect(validateMeetingForm({ ...valid, duration_minutes: duration }, now).duration_minutes).toBe(message);
  });
  it('limits the note', () => {
    expect(validateMeetingForm({ ...valid, note: 'x'.repeat(2001) }, now).note).toBe(
      'Note should be at most 2000 characters',
    );
  });
});

describe('toCreateMeetingBody', () => {
  it('drops empty slots, trims the note and reads minutes as a number', () => {
    expect(toCreateMeetingBody({ ...valid, note: '  hi  ', duration_minutes: '45' })).toEqual({
      opportunity_id: valid.opportunity_id,
      proposed_times: ['2026-11-25T15:00:00.000Z', '2026-11-26T15:00:00.000Z'],
      duration_minutes: 45,
      note: 'hi',
    });
  });
});
