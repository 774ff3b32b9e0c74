import type { CreateMeetingBody } from '@dl/contracts';
import { MEETING_LIMITS, MESSAGES } from '@dl/domain';

/** What the request form holds: up to 3 time slots (null when empty), minutes as text from the select. */
export interface MeetingFormValues {
  opportunity_id: string | null;
  times: (string | null)[];
  duration_minutes: string;
  note: string;
}

export const EMPTY_MEETING_FORM: MeetingFormValues = {
  opportunity_id: null,
  times: [null, null, null],
  duration_minutes: '30',
  note: '',
};

export type MeetingFormErrors = Partial<Record<'opportunity_id' | 'times' | 'duration_minutes' | 'note', string>> & {
  /** Per slot, by index. */
  slots?: Record<number, string>;
};

/**
 * The form's own checks, in spec 5's words where it has them (required), so the investor sees
 * the problem next to the field before sending.
 */
export function validateMeetingForm(values: MeetingFormValues, now: Date): MeetingFormErrors {
  const errors: MeetingFormErrors = {};
  if (!values.opportunity_id) errors.opportunity_id = MESSAGES.required('Opportunity');
  const filled = values.times.map((t, i) => [i, t] as const).filter((e): e is readonly [number, string] => !!e[1]);
  if (filled.length === 0) errors.times = MESSAGES.required('Proposed time');
  const slots: Record<number, string> = {};
  const seen = new Set<number>();
  for (const [i, time] of filled) {
    const at = Date.parse(time);
    if (Number.isNaN(at)) slots[i] = 'Enter a valid date and time';
    else if (at <= now.getTime()) slots[i] = 'Proposed times must be in the future';
    else if (seen.has(at)) slots[i] = 'Proposed times must differ';
    seen.add(at);
  }
  if (Object.keys(slots).length) errors.slots = slots;
  const minutes = Number(values.duration_minutes);
  if (!Number.isInteger(minutes) || minutes < MEETING_LIMITS.minDurationMinutes) {
    errors.duration_minutes = `Duration must be at least ${MEETING_LIMITS.minDurationMinutes} minutes`;
  } else if (minutes > MEETING_LIMITS.maxDurationMinutes) {
    errors.duration_minutes = `Duration must be at most ${MEETING_LIMITS.maxDurationMinutes} minutes`;
  }
  if (values.note.trim().length > MEETING_LIMITS.maxNoteLength) {
    errors.note = `Note should be at most ${MEETING_LIMITS.maxNoteLength} characters`;
  }
  return errors;
}

export function hasErrors(errors: MeetingFormErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The request body from valid values. */
export function toCreateMeetingBody(values: MeetingFormValues): CreateMeetingBody {
  return {
    opportunity_id: values.opportunity_id as string,
    proposed_times: values.times.filter((t): t is string => Boolean(t)),
    duration_minutes: Number(values.duration_minutes),
    note: values.note.trim(),
  };
}
