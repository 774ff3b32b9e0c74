import type { PendingAction, PendingActionList } from '@dl/contracts';
import {
  documentAwaitsSignature,
  formatCurrency,
  fromCents,
  investorCan,
  type PendingActionInput,
  pendingActionTarget,
  pendingActionText,
  toCents,
} from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { findDocumentsAwaitingSignature } from '../documents/index.ts';
import { countPaymentsAwaitingInvestor, findPaymentsAwaitingInvestor } from './pending-actions.repository.ts';

const money = (amount: string) => formatCurrency(amount, { precision: 2, abbreviate: false });

function toAction(
  input: PendingActionInput,
  extra: Omit<PendingAction, 'kind' | 'subject_id' | 'text' | 'amount' | 'navigate_to' | 'resource_id'>,
): PendingAction {
  const target = pendingActionTarget(input);
  return {
    kind: input.kind,
    subject_id: input.subjectId,
    text: pendingActionText(input, money),
    amount: input.amount,
    navigate_to: target.name,
    resource_id: target.resource_id ?? null,
    ...extra,
  };
}

/**
 * `GET investors/actions` and the dashboard's Pending actions (ADR 0033): the token's entity's
 * documents awaiting its signature (the `mydocuments?pending=true` rule) and payments awaiting
 * 'confirm payment sent', oldest first. A viewer cannot act, so has none.
 */
export async function listPendingActions(
  ctx: AppContext,
  scope: InvestorScope,
  page: { page: number; limit: number },
): Promise<PendingActionList> {
  if (!investorCan(scope.role, 'investor.act')) return { count: 0, results: [] };
  const { fiduciaryId, entityId } = scope;
  const upTo = page.page * page.limit;
  const [{ count: documentCount, rows: documents }, paymentCount, payments] = await Promise.all([
    findDocumentsAwaitingSignature(ctx.db, { fiduciaryId, entityId }, upTo),
    countPaymentsAwaitingInvestor(ctx.db, fiduciaryId, entityId),
    findPaymentsAwaitingInvestor(ctx.db, fiduciaryId, entityId, upTo),
  ]);
  const signing = documents
    .filter((d) => documentAwaitsSignature({ actionRequired: d.action_required, signedCopyId: d.signed_document_id }))
    .map((d) =>
      toAction(
        {
          kind: 'SIGN_DOCUMENT',
          subjectId: d.id,
          name: d.name,
          opportunityName: d.opportunity_name,
          amount: null,
          callNumber: null,
        },
        {
          payment_id: null,
          opportunity:
            d.opportunity_id && d.opportunity_name ? { id: d.opportunity_id, name: d.opportunity_name } : null,
          since: new Date(d.modified_on).toISOString(),
        },
      ),
    );
  const paying = payments.map((p) =>
    toAction(
      {
        kind: 'CONFIRM_PAYMENT',
        subjectId: p.investment_id,
        name: p.opportunity_name,
        amount: fromCents(toCents(p.amount)),
        callNumber: p.call_number,
      },
      {
        payment_id: p.payment_id,
        opportunity: { id: p.opportunity_id, name: p.opportunity_name },
        since: new Date(p.since).toISOString(),
      },
    ),
  );
  const key = (a: PendingAction) => `${a.since} ${a.subject_id} ${a.payment_id ?? ''}`;
  const merged = [...signing, ...paying].sort((a, b) => key(a).localeCompare(key(b)));
  return {
    count: documentCount + paymentCount,
    results: merged.slice((page.page - 1) * page.limit, upTo),
  };
}

/** How many actions wait for the caller: the count of `listPendingActions`. */
export async function countPendingActions(ctx: AppContext, scope: InvestorScope): Promise<number> {
  return (await listPendingActions(ctx, scope, { page: 1, limit: 1 })).count;
}
