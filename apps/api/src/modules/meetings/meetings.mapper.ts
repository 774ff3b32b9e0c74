import type { Meeting } from '@dl/contracts';
import type { MeetingRow } from './meetings.repository.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

export function toMeeting(row: MeetingRow): Meeting {
  return {
    id: row.id,
    opportunity_id: row.opportunity_id,
    opportunity_name: row.opportunity_name,
    issuer_name: row.issuer_name,
    entity_id: row.entity_id,
    entity_name: row.entity_name,
    requested_by_name: row.requested_by_name,
    proposed_times: row.proposed_times.map(iso),
    duration_minutes: row.duration_minutes,
    note: row.note,
    status: row.status,
    accepted_time: row.accepted_time ? iso(row.accepted_time) : null,
    decline_reason: row.decline_reason,
    created_on: iso(row.created_on),
    modified_on: iso(row.modified_on),
  };
}
