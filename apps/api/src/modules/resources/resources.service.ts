import type { createResourceBodySchema, Resource, ResourceList, SignedLink } from '@dl/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { signedFileUrl } from '../../platform/signed-links.ts';
import { type PublishScope, publish } from '../events/index.ts';

const RESOURCE_NOT_FOUND = 'Resource not found.';

function resourceQuery(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('resource as r')
    .leftJoin('stored_file as f', 'f.id', 'r.file_id')
    .where('r.fiduciary_id', '=', fiduciaryId);
}

const COLUMNS = [
  'r.id',
  'r.title',
  'r.description',
  'r.kind',
  'r.category',
  'r.url',
  'r.file_id',
  'f.name as file_name',
  'f.mime_type',
  'r.created_on',
] as const;

function toResource(row: {
  id: string;
  title: string;
  description: string;
  kind: Resource['kind'];
  category: string;
  url: string | null;
  file_name: string | null;
  mime_type: string | null;
  created_on: Date;
}): Resource {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    kind: row.kind,
    category: row.category,
    url: row.url,
    file_name: row.file_name,
    mime_type: row.mime_type,
    created_on: new Date(row.created_on).toISOString(),
  };
}

/** `GET resources`: newest first, filtered by kind and category; every category for the filter. */
export async function listResources(
  ctx: AppContext,
  fiduciaryId: string,
  query: { page: number; limit: number; kind?: Resource['kind']; category?: string },
): Promise<ResourceList> {
  const base = resourceQuery(ctx.db, fiduciaryId)
    .$if(Boolean(query.kind), (q) => q.where('r.kind', '=', query.kind as Resource['kind']))
    .$if(Boolean(query.category), (q) => q.where('r.category', '=', query.category as string));
  const [count, rows, categories] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(COLUMNS)
      .orderBy('r.created_on', 'desc')
      .orderBy('r.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    ctx.db
      .selectFrom('resource')
      .select('category')
      .distinct()
      .where('fiduciary_id', '=', fiduciaryId)
      .orderBy('category')
      .execute(),
  ]);
  return { count: Number(count.n), results: rows.map(toResource), categories: categories.map((c) => c.category) };
}

/** A signed link to a DOCUMENT resource's file (the reader may read every resource of its tenant). */
export async function resourceFileLink(ctx: AppContext, fiduciaryId: string, id: string): Promise<SignedLink> {
  const row = await resourceQuery(ctx.db, fiduciaryId)
    .select(['r.file_id', 'f.fiduciary_id as file_fiduciary_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!row?.file_id || row.file_fiduciary_id !== fiduciaryId) throw notFound(RESOURCE_NOT_FOUND);
  return signedFileUrl(ctx, { fileId: row.file_id });
}

/** `POST fid-admin/resources`. A document's file must be one stored for this fiduciary. */
export async function createResource(
  ctx: AppContext,
  scope: PublishScope,
  body: z.output<typeof createResourceBodySchema>,
): Promise<Resource> {
  const id = await publish(ctx, scope, body, {
    into: 'resource',
    values: {
      kind: body.kind,
      file_id: body.kind === 'DOCUMENT' ? (body.file_id ?? null) : null,
      url: body.kind === 'LINK' ? (body.url ?? null) : null,
      category: body.category,
    },
    named: { table: 'stored_file', id: body.file_id, notFound: 'File not found.' },
    audited: { kind: body.kind },
  });
  const created = await resourceQuery(ctx.db, scope.fiduciaryId)
    .select(COLUMNS)
    .where('r.id', '=', id)
    .executeTakeFirst();
  return toResource(created!);
}
