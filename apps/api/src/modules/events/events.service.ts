import type { createEventBodySchema, EngagementEvent, EventList } from '@dl/contracts';
import { writeIcs } from '@dl/domain';
import type { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { findEventRow, listEventRows } from './events.repository.ts';
import { type PublishScope, publish, republish, unpublish } from './publishing.ts';

const iso = (d: Date | string) => new Date(d).toISOString();
const EVENT_NOT_FOUND = 'Event not found.';

function toEvent(row: {
  id: string;
  title: string;
  description: string;
  starts_on: Date;
  ends_on: Date;
  location: string | null;
  url: string | null;
  opportunity_id: string | null;
  opportunity_name: string | null;
}): EngagementEvent {
  return { ...row, starts_on: iso(row.starts_on), ends_on: iso(row.ends_on) };
}

/**
 * `GET events`: upcoming=true are those not yet ended, soonest first; upcoming=false the ended ones,
 * latest first; without the filter every event by start. Any member of the tenant reads them.
 */
export async function listEvents(
  ctx: AppContext,
  fiduciaryId: string,
  query: { page: number; limit: number; upcoming?: 'true' | 'false' },
  now = new Date(),
): Promise<EventList> {
  const { count, rows } = await listEventRows(ctx.db, {
    fiduciaryId,
    upcoming: query.upcoming,
    now,
    page: query.page,
    limit: query.limit,
  });
  return { count, results: rows.map(toEvent) };
}

async function findEvent(db: Executor, fiduciaryId: string, id: string) {
  return findEventRow(db, fiduciaryId, id);
}

type EventBody = z.output<typeof createEventBodySchema>;

/** The columns of an event as its form sends them, and the opportunity it names (the fiduciary's). */
function eventFields(body: EventBody) {
  return {
    into: 'event' as const,
    values: {
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      location: body.location ?? null,
      url: body.url ?? null,
      opportunity_id: body.opportunity_id ?? null,
    },
    named: { table: 'opportunity' as const, id: body.opportunity_id, notFound: 'Opportunity not found.' },
    audited: { starts_on: body.starts_on },
  };
}

/** `POST fid-admin/events`. An opportunity, when named, must be the fiduciary's. */
export async function createEvent(ctx: AppContext, scope: PublishScope, body: EventBody): Promise<EngagementEvent> {
  const id = await publish(ctx, scope, body, eventFields(body));
  const created = await findEvent(ctx.db, scope.fiduciaryId, id);
  return toEvent(created!);
}

/** `PUT fid-admin/events/{id}`: the same rules as creating it. */
export async function updateEvent(
  ctx: AppContext,
  scope: PublishScope,
  id: string,
  body: EventBody,
): Promise<EngagementEvent> {
  await republish(ctx, scope, id, body, { ...eventFields(body), missing: EVENT_NOT_FOUND });
  const updated = await findEvent(ctx.db, scope.fiduciaryId, id);
  return toEvent(updated!);
}

/** `DELETE fid-admin/events/{id}`. */
export function deleteEvent(ctx: AppContext, scope: PublishScope, id: string): Promise<void> {
  return unpublish(ctx, scope, 'event', id, EVENT_NOT_FOUND);
}

/** "Add to calendar": one event as an iCalendar file. */
export async function eventIcs(ctx: AppContext, fiduciaryId: string, id: string, now = new Date()) {
  const row = await findEvent(ctx.db, fiduciaryId, id);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  const body = writeIcs(
    [
      {
        uid: `event-${row.id}@digital-locker`,
        start: new Date(row.starts_on),
        end: new Date(row.ends_on),
        summary: row.title,
        description: row.description || undefined,
        location: row.location ?? undefined,
        url: row.url ?? undefined,
      },
    ],
    { now },
  );
  return { body, filename: `event-${row.id}.ics` };
}
