import type { InvestmentStats } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import { sql } from 'kysely';
import type { AppContext } from '../../lib/context.ts';
import type { InvestorScope } from '../../plugins/guards/index.ts';
import { DISCOVERABLE_STATUS } from '../documents/index.ts';
import { readableEntities } from '../../lib/readable-entities.ts';

/**
 * Dashboard cards (ADR 0013). Sums are taken in SQL on numeric and read as decimal strings.
 * pending_actions: payments waiting for 'confirm payment sent' (the initial payment of an executed
 * investment, mirrored on investment.payment_status, and capital-call payments), deals waiting for the
 * investor's signature (DEAL_APPROVED, DEAL_SIGN_IN_PROCESS), and fiduciary documents to sign.
 * open_opportunities: published opportunities not closed for the current entity and not invested in.
 */
export async function investmentStats(ctx: AppContext, scope: InvestorScope): Promise<InvestmentStats> {
  const entityIds = await readableEntities(ctx, scope);
  const { fiduciaryId } = scope;
  const ids = entityIds.length > 0 ? entityIds : ['00000000-0000-0000-0000-000000000000'];
  const [sums, payments, documents, open] = await Promise.all([
    ctx.db
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
      .where('entity_id', 'in', ids)
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('payment as p')
      .innerJoin('investment as i', 'i.id', 'p.investment_id')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('p.fiduciary_id', '=', fiduciaryId)
      .where('i.entity_id', 'in', ids)
      .where('p.capital_call_id', 'is not', null)
      .where('p.status', 'in', ['PENDING', 'SENT'])
      .executeTakeFirstOrThrow(),
    ctx.db
      .selectFrom('document as d')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('d.fiduciary_id', '=', fiduciaryId)
      .where('d.doc_class', '=', 'FIDUCIARY')
      .where('d.action_required', '=', 'SIGNATURE_REQUIRED')
      .where('d.entity_id', 'in', ids)
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
      .executeTakeFirstOrThrow(),
    ctx.db
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
              .where('a.entity_id', '=', scope.entityId)
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
              .where('i.entity_id', '=', scope.entityId)
              .where('i.status', '<>', 'DEAL_DECLINED'),
          ),
        ),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    invested: fromCents(toCents(sums.invested)),
    committed: fromCents(toCents(sums.committed)),
    pending_actions: Number(sums.actions) + Number(payments.n) + Number(documents.n),
    open_opportunities: Number(open.n),
  };
}
