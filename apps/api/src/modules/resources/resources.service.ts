import type { createResourceBodySchema, Resource, ResourceList, SignedLink } from '@dl/contracts';
import type { z } from 'zod';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { signedFileUrl } from '#api/platform/signed-links.ts';
import { type PublishScope, publish, republish, unpublish } from '../events/index.ts';
import { findResourceFile, findResourceRow, listResourceRows } from './resources.repository.ts';

const RESOURCE_NOT_FOUND = 'Resource not found.';

function toResource(row: {
  id: string;
  title: string;
  description: string;
  kind: Resource['kind'];
  category: string;
  url: string | null;
  file_id: string | null;
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
    file_id: row.file_id,
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
  const { count, rows, categories } = await listResourceRows(ctx.db, {
    fiduciaryId,
    page: query.page,
    limit: query.limit,
    kind: query.kind,
    category: query.category,
  });
  return { count, results: rows.map(toResource), categories };
}

/** A signed link to a DOCUMENT resource's file (the reader may read every resource of its tenant). */
export async function resourceFileLink(ctx: AppContext, fiduciaryId: string, id: string): Promise<SignedLink> {
  const row = await findResourceFile(ctx.db, fiduciaryId, id);
  if (!row?.file_id || row.file_fiduciary_id !== fiduciaryId) throw notFound(RESOURCE_NOT_FOUND);
  return signedFileUrl(ctx, { fileId: row.file_id });
}

type ResourceBody = z.output<typeof createResourceBodySchema>;

/** The columns of a resource as its form sends them, and the stored file it names (the fiduciary's). */
function resourceFields(body: ResourceBody) {
  return {
    into: 'resource' as const,
    values: {
      kind: body.kind,
      file_id: body.kind === 'DOCUMENT' ? (body.file_id ?? null) : null,
      url: body.kind === 'LINK' ? (body.url ?? null) : null,
      category: body.category,
    },
    named: { table: 'stored_file' as const, id: body.file_id, notFound: 'File not found.' },
    audited: { kind: body.kind },
  };
}

/** `POST fid-admin/resources`. A document's file must be one stored for this fiduciary. */
export async function createResource(ctx: AppContext, scope: PublishScope, body: ResourceBody): Promise<Resource> {
  const id = await publish(ctx, scope, body, resourceFields(body));
  const created = await findResourceRow(ctx.db, scope.fiduciaryId, id);
  return toResource(created!);
}

/** `PUT fid-admin/resources/{id}`: the same rules as creating it. */
export async function updateResource(
  ctx: AppContext,
  scope: PublishScope,
  id: string,
  body: ResourceBody,
): Promise<Resource> {
  await republish(ctx, scope, id, body, { ...resourceFields(body), missing: RESOURCE_NOT_FOUND });
  const updated = await findResourceRow(ctx.db, scope.fiduciaryId, id);
  return toResource(updated!);
}

/** `DELETE fid-admin/resources/{id}`. */
export function deleteResource(ctx: AppContext, scope: PublishScope, id: string): Promise<void> {
  return unpublish(ctx, scope, 'resource', id, RESOURCE_NOT_FOUND);
}
