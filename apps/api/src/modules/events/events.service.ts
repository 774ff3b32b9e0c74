import type { createEventBodySchema, EngagementEvent, EventList } from '@dl/contracts';
import { writeIcs } from '@dl/domain';
import type { z } from 'zod';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { findEventRow, listEventRows } from './events.repository.ts';
import { type PublishScope, publish } from './publishing.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

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

/** `POST fid-admin/events`. An opportunity, when named, must be the fiduciary's. */
export async function createEvent(
  ctx: AppContext,
  scope: PublishScope,
  body: z.output<typeof createEventBodySchema>,
): Promise<EngagementEvent> {
  const id = await publish(ctx, scope, body, {
    into: 'event',
    values: {
      starts_on: body.starts_on,
      ends_on: body.ends_on,
      location: body.location ?? null,
      url: body.url ?? null,
      opportunity_id: body.opportunity_id ?? null,
    },
    named: { table: 'opportunity', id: body.opportunity_id, notFound: 'Opportunity not found.' },
    audited: { starts_on: body.starts_on },
  });
  const created = await findEvent(ctx.db, scope.fiduciaryId, id);
  return toEvent(created!);
}

/** "Add to calendar": one event as an iCalendar file. */
export async function eventIcs(ctx: AppContext, fiduciaryId: string, id: string, now = new Date()) {
  const row = await findEvent(ctx.db, fiduciaryId, id);
  if (!row) throw notFound('Event not found.');
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
