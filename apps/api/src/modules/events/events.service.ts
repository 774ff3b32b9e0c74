import type { createEventBodySchema, EngagementEvent, EventList } from '@dl/contracts';
import { writeIcs } from '@dl/domain';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { type PublishScope, publish } from './publishing.ts';

const iso = (d: Date | string) => new Date(d).toISOString();

function eventQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('event as ev')
    .leftJoin('opportunity as o', 'o.id', 'ev.opportunity_id')
    .where('ev.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  'ev.id',
  'ev.title',
  'ev.description',
  'ev.starts_on',
  'ev.ends_on',
  'ev.location',
  'ev.url',
  'ev.opportunity_id',
  'o.name as opportunity_name',
] as const;

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
  let base = eventQuery(ctx.db, fiduciaryId);
  if (query.upcoming === 'true') base = base.where('ev.ends_on', '>', now);
  if (query.upcoming === 'false') base = base.where('ev.ends_on', '<=', now);
  const direction = query.upcoming === 'false' ? 'desc' : 'asc';
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('ev.starts_on', direction)
      .orderBy('ev.id', direction)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { count: Number(count.n), results: rows.map(toEvent) };
}

export async function findEvent(db: Executor, fiduciaryId: string, id: string) {
  return eventQuery(db, fiduciaryId).select(COLUMNS).where('ev.id', '=', id).executeTakeFirst();
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
