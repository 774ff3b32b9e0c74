import type { Insertable } from 'kysely';
import type { Database } from '#api/db/schema.ts';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { insertPublished, namedRowExists } from './events.repository.ts';

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
