import type { Investment } from '@dl/contracts';
import {
  amountToCents,
  centsToAmount,
  checkInvestmentAmount,
  DEAL_PRE_FORM,
  investmentMachine,
  validateAgainstVersion,
} from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { type InvestorScope, NOT_PERMITTED } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { canActFor, findDiscoverableOpportunity, findNda, investorEntities } from '#api/modules/documents/index.ts';
import { toInvestment } from '../investments.mapper.ts';
import {
  findDealDocumentId,
  findInvestmentById,
  findLiveInvestment,
  insertInvestment,
  updateInvestment,
} from '../investments.repository.ts';

const NDA_REQUIRED_MESSAGE = 'Sign the NDA before indicating interest.';
const ALREADY_INVESTING_MESSAGE = 'This entity already has an investment in progress for this opportunity.';

export interface CreateInvestmentOptions {
  scope: InvestorScope;
  entityId: string;
  opportunityId: string;
  timezone?: string | undefined;
  response: Record<string, unknown>;
}

/**
 * `POST entity/{entityId}/opportunities/{id}/investment`: indicates interest. The entity must be
 * one the caller acts for (a viewer-only one: 403; a stranger: 404), the opportunity discoverable,
 * the entity's NDA executed, the amount valid (spec 9) and the deal pre-form complete. The row is
 * created CREATED and sent (send_interest -> IOI_SENT) in one transaction.
 */
export async function createInvestment(ctx: AppContext, options: CreateInvestmentOptions): Promise<Investment> {
  const { scope, entityId, opportunityId } = options;
  const { db } = ctx;
  const entities = await investorEntities(db, scope.fiduciaryId, scope.userId);
  if (!entities.some((e) => e.entityId === entityId)) throw notFound();
  if (!canActFor(entities, entityId)) throw new AppError('FORBIDDEN', NOT_PERMITTED);

  const opportunity = await findDiscoverableOpportunity(db, scope.fiduciaryId, opportunityId, entityId);
  if (!opportunity) throw notFound();
  const nda = await findNda(db, scope.fiduciaryId, opportunityId, entityId);
  if (nda?.status !== 'NDA_EXECUTED') throw new AppError('CONFLICT', NDA_REQUIRED_MESSAGE, 'NDA_NOT_SIGNED');

  const amountError = checkInvestmentAmount(options.response.amount, opportunity.minimum);
  if (amountError) throw new AppError('BAD_REQUEST', amountError);
  const amount = centsToAmount(amountToCents(options.response.amount) as bigint);
  // The pre-form's currency field takes whole dollars; the amount is exact at this point.
  const response = { ...options.response, amount: amount.replace(/\.00$/, '') };
  const checked = validateAgainstVersion([DEAL_PRE_FORM], {
    template_version: DEAL_PRE_FORM.version,
    values: response,
  });
  const [firstError] = Object.values(checked.errors);
  if (firstError) throw new AppError('BAD_REQUEST', firstError);

  if (await findLiveInvestment(db, scope.fiduciaryId, opportunityId, entityId)) {
    throw new AppError('CONFLICT', ALREADY_INVESTING_MESSAGE, 'ALREADY_INVESTING');
  }
  const deal = await findDealDocumentId(db, scope.fiduciaryId, opportunityId);
  let id: string;
  try {
    id = await db.transaction().execute(async (trx) => {
      const created = await insertInvestment(trx, {
        fiduciary_id: scope.fiduciaryId,
        opportunity_id: opportunityId,
        entity_id: entityId,
        user_id: scope.userId,
        status: 'CREATED',
        amount,
        pre_form_response: JSON.stringify(response),
        timezone: options.timezone ?? null,
        document_id: deal?.id ?? null,
        nda_signed_date: nda.signed_on,
      });
      const status = investmentMachine.next('CREATED', 'send_interest');
      await updateInvestment(trx, scope.fiduciaryId, created.id, { status });
      await recordAudit(trx, {
        fiduciary_id: scope.fiduciaryId,
        actor_user_id: scope.userId,
        kind: 'investment_created',
        subject: created.id,
        data: { opportunity_id: opportunityId, entity_id: entityId, amount, status },
      });
      return created.id;
    });
  } catch (err) {
    // Two requests at once: the partial unique index (one live investment) lets one through.
    if ((err as { code?: string }).code === '23505')
      throw new AppError('CONFLICT', ALREADY_INVESTING_MESSAGE, 'ALREADY_INVESTING');
    throw err;
  }
  // The caller's Latest Transactions show the new investment on their next request.
  ctx.modules.investments.index.forgetEntity(scope.fiduciaryId, entityId);
  const row = await findInvestmentById(db, scope.fiduciaryId, id);
  if (!row) throw notFound();
  return toInvestment(row);
}
