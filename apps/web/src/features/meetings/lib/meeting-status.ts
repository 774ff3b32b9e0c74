import type { Meeting } from '@dl/contracts';
import { meetingMachine } from '@dl/domain';

/** Badge colour and label per status (dark text on light badges keeps contrast). */
export const MEETING_STATUS_BADGE: Record<Meeting['status'], { color: string; label: string }> = {
  REQUESTED: { color: 'blue', label: 'Requested' },
  ACCEPTED: { color: 'teal', label: 'Accepted' },
  DECLINED: { color: 'red', label: 'Declined' },
  CANCELLED: { color: 'gray', label: 'Cancelled' },
};

export const canCancelMeeting = (m: Pick<Meeting, 'status'>) => meetingMachine.can(m.status, 'cancel');
