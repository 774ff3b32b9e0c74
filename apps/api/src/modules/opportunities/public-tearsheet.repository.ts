import type { Executor } from '#api/db/database.ts';
import { TEARSHEET_COLUMNS } from './detail.repository.ts';

/**
 * The tearsheet fields of an opportunity anyone may read: of the tenant that owns the request host
 * (lower-cased by the caller; not suspended), marked public by its issuer, and Published.
 */
export function findPublicTearsheetRow(db: Executor, host: string, opportunityId: string) {
  return db
    .selectFrom('opportunity as o')
    .innerJoin('issuer as i', 'i.id', 'o.issuer_id')
    .innerJoin('fiduciary_host as h', 'h.fiduciary_id', 'o.fiduciary_id')
    .innerJoin('fiduciary as f', 'f.id', 'o.fiduciary_id')
    .select(TEARSHEET_COLUMNS)
    .where('h.host', '=', host)
    .where('f.suspended_on', 'is', null)
    .where('o.id', '=', opportunityId)
    .where('o.tearsheet_public', '=', true)
    .where('o.status', '=', 'Published')
    .executeTakeFirst();
}
