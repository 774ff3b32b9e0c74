import type { WireInstructions, WireInstructionsBody } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { findReadableInvestment } from '../investments/index.ts';
import {
  findWireInstructions,
  lockWireInstructions,
  upsertWireInstructions,
  type WireInstructionsRow as Row,
} from './payments.repository.ts';

const toWire = (row: Row): WireInstructions => ({ ...row, modified_on: new Date(row.modified_on).toISOString() });

/** Account and routing numbers in audit data show only their last four characters. */
function maskNumber(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

function auditView(row: Omit<Row, 'modified_on'> | undefined) {
  if (!row) return null;
  return { ...row, account_number: maskNumber(row.account_number), routing_number: maskNumber(row.routing_number) };
}

/** The reference an investor quotes on a wire: the investment's short id. */
const wireReference = (investmentId: string) => `INV-${investmentId.slice(0, 8).toUpperCase()}`;

/** `GET investments/:id/wire-instructions`: the fiduciary's record for an investment the caller may read. */
export async function getWireInstructions(ctx: AppContext, scope: InvestorScope, investmentId: string) {
  const investment = await findReadableInvestment(ctx, scope, investmentId);
  const row = await findWireInstructions(ctx.db, scope.fiduciaryId);
  return {
    data: {
      reference: wireReference(investment.id),
      amount: fromCents(toCents(investment.amount)),
      wire_instructions: row ? toWire(row) : null,
    },
  };
}

/** `PUT fid-admin/wire-instructions`: replaces the record; audited with before and after, numbers masked. */
export async function putWireInstructions(
  ctx: AppContext,
  actor: { fiduciaryId: string; userId: string },
  body: Required<WireInstructionsBody>,
): Promise<{ data: WireInstructions }> {
  const { fiduciaryId } = actor;
  const row = await ctx.db.transaction().execute(async (trx) => {
    await lockWireInstructions(trx, fiduciaryId);
    const before = await findWireInstructions(trx, fiduciaryId);
    const values = { ...body, modified_by: actor.userId, modified_on: new Date() };
    const saved = await upsertWireInstructions(trx, fiduciaryId, values);
    const { modified_on: _b, ...beforeData } = before ?? ({} as Row);
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: actor.userId,
      kind: 'wire_instructions_changed',
      subject: fiduciaryId,
      data: { before: before ? auditView(beforeData as Omit<Row, 'modified_on'>) : null, after: auditView(body) },
    });
    return saved;
  });
  return { data: toWire(row) };
}
