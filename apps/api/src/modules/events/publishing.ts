import type { Insertable } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { deletePublished, insertPublished, namedRowExists, updatePublished } from './events.repository.ts';

/** The staff member who publishes, as `requireStaff(req, 'content.publish')` answers it. */
export interface PublishScope {
  fiduciaryId: string;
  userId: string;
}

/** A row that a published item names: an event's opportunity, a resource's stored file. */
interface NamedRow {
  table: 'opportunity' | 'stored_file';
  id: string | null | undefined;
  /** The 404's detail when the row is missing or another tenant's. */
  notFound: string;
}

/** What every published item has: its title (recorded by the audit too) and its description. */
export interface PublishedItem {
  title: string;
  description: string;
}

type PublishedTable = 'event' | 'resource';

export interface PublishOptions<T extends PublishedTable> {
  into: T;
  named?: NamedRow;
  /** The item's own columns, beside its owner, title and description. */
  values: Omit<Insertable<Database[T]>, 'fiduciary_id' | 'created_by' | 'title' | 'description'>;
  /** What the audit event records beside the title. */
  audited: Record<string, unknown>;
}

/**
 * Publishes one event or resource in one transaction: the row it names must be the fiduciary's
 * (another tenant's answers 404 like a missing one, ADR 0019), then the insert and its audit event
 * (`event_created`, `resource_created`). Answers the new id.
 */
export function publish<T extends PublishedTable>(
  ctx: AppContext,
  scope: PublishScope,
  item: PublishedItem,
  options: PublishOptions<T>,
): Promise<string> {
  return ctx.db.transaction().execute(async (trx) => {
    const { named } = options;
    if (named?.id) {
      const exists = await namedRowExists(trx, { table: named.table, fiduciaryId: scope.fiduciaryId, id: named.id });
      if (!exists) throw notFound(named.notFound);
    }
    const id = await insertPublished(trx, options.into, {
      fiduciaryId: scope.fiduciaryId,
      createdBy: scope.userId,
      title: item.title,
      description: item.description,
      values: options.values,
    });
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: `${options.into}_created`,
      subject: id,
      data: { title: item.title, ...options.audited },
    });
    return id;
  });
}

/**
 * Replaces the fields of one event or resource of the fiduciary in one transaction, with the same
 * checks as `publish`, audited (`event_updated`, `resource_updated`). Another tenant's id answers 404.
 */
export function republish<T extends PublishedTable>(
  ctx: AppContext,
  scope: PublishScope,
  id: string,
  item: PublishedItem,
  options: PublishOptions<T> & { missing: string },
): Promise<void> {
  return ctx.db.transaction().execute(async (trx) => {
    const { named } = options;
    if (named?.id) {
      const exists = await namedRowExists(trx, { table: named.table, fiduciaryId: scope.fiduciaryId, id: named.id });
      if (!exists) throw notFound(named.notFound);
    }
    const found = await updatePublished(trx, options.into, {
      fiduciaryId: scope.fiduciaryId,
      id,
      title: item.title,
      description: item.description,
      values: options.values,
    });
    if (!found) throw notFound(options.missing);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: `${options.into}_updated`,
      subject: id,
      data: { title: item.title, ...options.audited },
    });
  });
}

/** Removes one event or resource of the fiduciary, audited (`event_deleted`, `resource_deleted`). */
export function unpublish(
  ctx: AppContext,
  scope: PublishScope,
  table: PublishedTable,
  id: string,
  missing: string,
): Promise<void> {
  return ctx.db.transaction().execute(async (trx) => {
    const title = await deletePublished(trx, table, scope.fiduciaryId, id);
    if (title === null) throw notFound(missing);
    await recordAudit(trx, {
      fiduciary_id: scope.fiduciaryId,
      actor_user_id: scope.userId,
      kind: `${table}_deleted`,
      subject: id,
      data: { title },
    });
  });
}
