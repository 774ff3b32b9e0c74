import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DISCOVERABLE_STATUS } from '../documents/index.ts';

/**
 * Invested and committed sums (numeric, read as decimal strings) of these entities' investments, and
 * how many of them wait for the investor: an executed one's initial payment, or a deal to sign.
 */
export function investmentSums(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  return db
    .selectFrom('investment')
    .select([
      sql<string>`coalesce(sum(amount) FILTER (WHERE status = 'DEAL_EXECUTED'), 0)::text`.as('invested'),
      sql<string>`coalesce(sum(amount) FILTER (WHERE status NOT IN ('DEAL_EXECUTED', 'DEAL_DECLINED')), 0)::text`.as(
        'committed',
      ),
      sql<string>`count(*) FILTER (WHERE status = 'DEAL_EXECUTED' AND payment_status IN ('PENDING', 'SENT'))
          + count(*) FILTER (WHERE status IN ('DEAL_APPROVED', 'DEAL_SIGN_IN_PROCESS'))`.as('actions'),
    ])
    .where('fiduciary_id', '=', fiduciaryId)
    .where('entity_id', 'in', [...entityIds])
    .executeTakeFirstOrThrow();
}

/** How many capital-call payments of these entities' investments wait for 'confirm payment sent'. */
export function countOpenCapitalCallPayments(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  return db
    .selectFrom('payment as p')
    .innerJoin('investment as i', 'i.id', 'p.investment_id')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('p.fiduciary_id', '=', fiduciaryId)
    .where('i.entity_id', 'in', [...entityIds])
    .where('p.capital_call_id', 'is not', null)
    .where('p.status', 'in', ['PENDING', 'SENT'])
    .executeTakeFirstOrThrow();
}

/** How many fiduciary documents of these entities require a signature the entity has not given yet. */
export function countUnsignedFiduciaryDocuments(db: Executor, fiduciaryId: string, entityIds: readonly string[]) {
  return db
    .selectFrom('document as d')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('d.fiduciary_id', '=', fiduciaryId)
    .where('d.doc_class', '=', 'FIDUCIARY')
    .where('d.action_required', '=', 'SIGNATURE_REQUIRED')
    .where('d.entity_id', 'in', [...entityIds])
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('document_signature as g')
            .select('g.id')
            .whereRef('g.document_id', '=', 'd.id')
            .whereRef('g.entity_id', '=', 'd.entity_id')
            .where('g.status', '=', 'SIGNED'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
}

/** How many published opportunities are neither closed for the entity nor invested in by it. */
export function countOpenOpportunities(db: Executor, fiduciaryId: string, entityId: string) {
  return db
    .selectFrom('opportunity as o')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('o.fiduciary_id', '=', fiduciaryId)
    .where('o.status', '=', DISCOVERABLE_STATUS)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('opportunity_access as a')
            .select('a.entity_id')
            .whereRef('a.opportunity_id', '=', 'o.id')
            .where('a.entity_id', '=', entityId)
            .where('a.status', '=', 'CLOSED'),
        ),
      ),
    )
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('investment as i')
            .select('i.id')
            .whereRef('i.opportunity_id', '=', 'o.id')
            .where('i.entity_id', '=', entityId)
            .where('i.status', '<>', 'DEAL_DECLINED'),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
}
