import type { InvestorDetail, InvestorFilters, InvestorRow } from '@dl/contracts';
import { kycFormIdFor, parseInvestorOrdering } from '@dl/domain';
import { notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { readAnswersAsStaff, revealAnswerAsStaff } from '../forms/index.ts';
import { getInvitation } from '../invitations/index.ts';
import { fieldLabels, money, toAuditEvent, toInvestorRow } from './investor-directory.mapper.ts';
import { findDirectoryRow, listDirectory } from './investor-directory.repository.ts';
import {
  addressesOf,
  auditPage,
  auditSubjectsOf,
  documentsOf,
  entitiesOf,
  investmentsOf,
} from './investor-page.repository.ts';

const NO_KYC_ANSWERS = 'This investor has no KYC answers.';
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A page of the investors list and the count of its filter. Pages are kept per process until the
 * tenant's directory changes (ADR 0028): a repeated page makes no query.
 */
export function listInvestors(
  ctx: AppContext,
  args: { fiduciaryId: string; filters: InvestorFilters; ordering?: string | undefined; page: number; limit: number },
): Promise<{ count: number; results: InvestorRow[]; next: string | null }> {
  const { fiduciaryId, filters, ordering, page, limit } = args;
  const key = JSON.stringify([filters, ordering ?? null, page, limit]);
  return ctx.modules.investorDirectory.pages.get(fiduciaryId, key, async () => {
    const { rows, count } = await listDirectory(ctx.db, { ...args, order: parseInvestorOrdering(ordering) });
    const hasMore = page * limit < count;
    return { count, results: rows.map(toInvestorRow), next: hasMore ? String(page + 1) : null };
  });
}

async function rowOrNotFound(ctx: AppContext, fiduciaryId: string, id: string) {
  const row = await findDirectoryRow(ctx.db, fiduciaryId, id);
  if (!row) throw notFound();
  return row;
}

/**
 * An investor's page. KYC answers (masked) only for roles that read them (`kyc.read_answers`,
 * ADR 0026: the admin viewer and the deal desk see the page without them).
 */
export async function getInvestor(
  ctx: AppContext,
  args: { fiduciaryId: string; id: string; canReadKyc: boolean },
): Promise<InvestorDetail> {
  const row = await rowOrNotFound(ctx, args.fiduciaryId, args.id);
  const invitation = row.invitation_id ? await getInvitation(ctx, args.fiduciaryId, row.invitation_id) : null;
  const entityId = row.entity_id;
  if (!entityId) {
    return {
      investor: toInvestorRow(row),
      invitation,
      entities: [],
      addresses: [],
      kyc: null,
      documents: [],
      investments: [],
    };
  }
  const entities = await entitiesOf(ctx.db, args.fiduciaryId, entityId);
  const [addresses, documents, investments, answers] = await Promise.all([
    addressesOf(
      ctx.db,
      args.fiduciaryId,
      entities.map((e) => e.id),
    ),
    documentsOf(ctx.db, args.fiduciaryId, entityId),
    investmentsOf(ctx.db, args.fiduciaryId, entityId),
    args.canReadKyc
      ? readAnswersAsStaff(ctx, { fiduciaryId: args.fiduciaryId, entityId, formId: kycFormIdFor(row.entity_type) })
      : null,
  ]);
  return {
    investor: toInvestorRow(row),
    invitation,
    entities: entities.map((e) => ({ ...e, created_on: e.created_on.toISOString() })),
    addresses,
    kyc: answers?.record ? { ...answers.record, labels: fieldLabels(answers.template) } : null,
    documents: documents.map((d) => ({ ...d, modified_on: d.modified_on.toISOString() })),
    investments: investments.map((i) => ({
      ...i,
      amount: money(i.amount),
      created_on: i.created_on.toISOString(),
      executed_on: iso(i.executed_on),
    })),
  };
}

/** The clear value of one of the investor's masked KYC answers; audited by the forms module. */
export async function revealKycAnswer(
  ctx: AppContext,
  args: { fiduciaryId: string; userId: string; id: string; field: string },
) {
  const row = await rowOrNotFound(ctx, args.fiduciaryId, args.id);
  if (!row.entity_id) throw notFound(NO_KYC_ANSWERS);
  const value = await revealAnswerAsStaff(ctx, {
    fiduciaryId: args.fiduciaryId,
    entityId: row.entity_id,
    formId: kycFormIdFor(row.entity_type),
    userId: args.userId,
    field: args.field,
  });
  return { field: args.field, value };
}

export async function investorAudit(
  ctx: AppContext,
  args: { fiduciaryId: string; id: string; page: number; limit: number },
) {
  const row = await rowOrNotFound(ctx, args.fiduciaryId, args.id);
  const subjects = await auditSubjectsOf(ctx.db, args.fiduciaryId, row);
  const { rows, count } = await auditPage(ctx.db, { ...args, subjects });
  const hasMore = args.page * args.limit < count;
  return { count, results: rows.map(toAuditEvent), next: hasMore ? String(args.page + 1) : null };
}
