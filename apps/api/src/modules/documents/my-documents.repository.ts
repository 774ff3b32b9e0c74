import type { MyDocumentTab } from '@dl/contracts';
import { SIGNATURE_REQUIRED_ACTION } from '@dl/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';
import { DOCUMENT_ROW_COLUMNS } from './document-columns.ts';
import type { Database } from '#api/db/schema.ts';
import { DISCOVERABLE_STATUS } from './investor-access.ts';

export interface MyDocumentFilter {
  fiduciaryId: string;
  entityId: string;
  tab: MyDocumentTab;
  /** Only documents awaiting the entity's signature (the domain's documentAwaitsSignature). */
  pending?: boolean | undefined;
}

const ORDER_COLUMNS = {
  modified_on: 'd.modified_on',
  document_name: 'd.name',
  document_type: 'd.document_type',
} as const;

type Eb = ExpressionBuilder<Database & { d: Database['document'] }, 'd'>;

/**
 * The entity's signed copy of `d`, one expression for every class: the executed (else signed) NDA,
 * the countersigned (else signed) deal of the live investment, the signed fiduciary document.
 */
function signedCopy(eb: Eb, f: MyDocumentFilter) {
  const nda = eb
    .selectFrom('nda as n')
    .select(sql<string>`coalesce(n.executed_file_id, n.signed_file_id)`.as('id'))
    .whereRef('n.document_id', '=', 'd.id')
    .where('n.fiduciary_id', '=', f.fiduciaryId)
    .where('n.entity_id', '=', f.entityId)
    .limit(1);
  const deal = eb
    .selectFrom('investment as i')
    .select(sql<string>`coalesce(i.countersigned_file_id, i.signed_file_id)`.as('id'))
    .whereRef('i.document_id', '=', 'd.id')
    .where('i.fiduciary_id', '=', f.fiduciaryId)
    .where('i.entity_id', '=', f.entityId)
    .where('i.status', '<>', 'DEAL_DECLINED')
    .orderBy('i.created_on', 'desc')
    .limit(1);
  const signature = eb
    .selectFrom('document_signature as s')
    .select('s.signed_file_id as id')
    .whereRef('s.document_id', '=', 'd.id')
    .where('s.fiduciary_id', '=', f.fiduciaryId)
    .where('s.entity_id', '=', f.entityId)
    .limit(1);
  return sql<string | null>`case d.doc_class
    when 'NDA' then (${nda})
    when 'DEAL' then (${deal})
    when 'DATA_ROOM' then null
    else (${signature}) end`;
}

/** The rule of `GET mydocuments` (see its contract): which documents the entity may list. */
function visible(eb: Eb, f: MyDocumentFilter) {
  const ndaOf = (statusExecuted: boolean) =>
    eb
      .selectFrom('nda as n')
      .select('n.id')
      .whereRef('n.opportunity_id', '=', 'd.opportunity_id')
      .where('n.fiduciary_id', '=', f.fiduciaryId)
      .where('n.entity_id', '=', f.entityId)
      .$if(statusExecuted, (q) => q.where('n.status', '=', 'NDA_EXECUTED'))
      .$if(!statusExecuted, (q) => q.whereRef('n.document_id', '=', 'd.id'));
  const liveDeal = eb
    .selectFrom('investment as i')
    .select('i.id')
    .whereRef('i.document_id', '=', 'd.id')
    .where('i.fiduciary_id', '=', f.fiduciaryId)
    .where('i.entity_id', '=', f.entityId)
    .where('i.status', '<>', 'DEAL_DECLINED');
  const discoverable = eb
    .selectFrom('opportunity as o')
    .select('o.id')
    .whereRef('o.id', '=', 'd.opportunity_id')
    .where('o.status', '=', DISCOVERABLE_STATUS);
  return eb.or([
    eb.and([eb('d.doc_class', '=', 'NDA'), eb.exists(ndaOf(false))]),
    eb.and([eb('d.doc_class', '=', 'DEAL'), eb.exists(liveDeal)]),
    eb.and([eb('d.doc_class', '=', 'DATA_ROOM'), eb.exists(ndaOf(true)), eb.exists(discoverable)]),
    eb.and([eb('d.doc_class', 'in', ['FIDUCIARY', 'TAX', 'CAPITAL_CALL']), eb('d.entity_id', '=', f.entityId)]),
  ]);
}

function base(db: Executor, f: MyDocumentFilter) {
  return db
    .selectFrom('document as d')
    .where('d.fiduciary_id', '=', f.fiduciaryId)
    .$if(f.tab !== 'ALL', (q) => q.where('d.doc_class', '=', f.tab as Exclude<MyDocumentTab, 'ALL'>))
    .where((eb) => visible(eb, f))
    .$if(Boolean(f.pending), (q) =>
      q
        .where('d.action_required', '=', SIGNATURE_REQUIRED_ACTION)
        .where((eb) => sql<boolean>`${signedCopy(eb, f)} is null`),
    );
}

export async function countMyDocuments(db: Executor, f: MyDocumentFilter): Promise<number> {
  const row = await base(db, f)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findMyDocumentPage(
  db: Executor,
  f: MyDocumentFilter,
  page: { limit: number; offset: number; ordering: string },
) {
  const descending = page.ordering.startsWith('-');
  const column = ORDER_COLUMNS[page.ordering.replace(/^-/, '') as keyof typeof ORDER_COLUMNS] ?? 'd.modified_on';
  const direction = descending ? 'desc' : 'asc';
  return base(db, f)
    .innerJoin('stored_file as f', 'f.id', 'd.file_id')
    .leftJoin('opportunity as o', 'o.id', 'd.opportunity_id')
    .leftJoin('investing_entity as e', 'e.id', 'd.entity_id')
    .select((eb) => [...DOCUMENT_ROW_COLUMNS, 'f.mime_type', signedCopy(eb, f).as('signed_document_id')])
    .orderBy(column, direction)
    .orderBy('d.id', direction)
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}
