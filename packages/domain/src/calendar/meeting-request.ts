import { defineMachine } from '../workflow/machine.ts';

/**
 * Meeting request status (issue 6, ADR 0019):
 *   REQUESTED --accept (issuer, picks one proposed time)--> ACCEPTED
 *   REQUESTED --decline (issuer, with a reason)--> DECLINED
 *   REQUESTED | ACCEPTED --cancel (investor)--> CANCELLED
 */
export const MEETING_STATUSES = ['REQUESTED', 'ACCEPTED', 'DECLINED', 'CANCELLED'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

export const meetingMachine = defineMachine({
  name: 'meeting request',
  states: MEETING_STATUSES,
  events: {
    accept: { from: ['REQUESTED'], to: 'ACCEPTED' },
    decline: { from: ['REQUESTED'], to: 'DECLINED' },
    cancel: { from: ['REQUESTED', 'ACCEPTED'], to: 'CANCELLED' },
  },
});
export type MeetingEvent = keyof typeof meetingMachine.events;

/** Bounds of a request (spec silent; ADR 0019). */
export const MEETING_LIMITS = {
  maxProposedTimes: 3,
  minDurationMinutes: 15,
  maxDurationMinutes: 480,
  maxNoteLength: 2000,
} as const;

export const MEETING_DURATIONS = [15, 30, 45, 60, 90, 120] as const;
