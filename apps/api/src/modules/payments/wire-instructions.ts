import type { WireInstructions } from '@dl/contracts';
import { fromCents, toCents } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import type { AppContext } from '#api/lib/context.ts';
import type { InvestorScope } from '#api/plugins/guards/index.ts';
import { findReadableInvestment } from '../investments/index.ts';
import { findWireInstructions, type WireInstructionsRow as Row } from './payments.repository.ts';

export const toWire = (row: Row): WireInstructions => ({
  ...row,
  modified_on: new Date(row.modified_on).toISOString(),
  verified_on: new Date(row.verified_on).toISOString(),
});

/** Account and routing numbers in audit data show only their last four characters. */
function maskNumber(value: string): string {
  return value.length <= 4 ? '*'.repeat(value.length) : `${'*'.repeat(value.length - 4)}${value.slice(-4)}`;
}

type WireFields = Omit<Row, 'modified_on' | 'verified_on'>;

export function auditView(row: WireFields | undefined | null) {
  if (!row) return null;
  const { bank_name, bank_address, account_name, account_number, routing_number, swift_code, instructions } = row;
  return {
    bank_name,
    bank_address,
    account_name,
    account_number: maskNumber(account_number),
    routing_number: maskNumber(routing_number),
    swift_code,
    instructions,
  };
}

/** The reference an investor quotes on a wire: the investment's short id. */
export const wireReference = (investmentId: string) => `INV-${investmentId.slice(0, 8).toUpperCase()}`;

/** The instructions in force (approved by a second administrator), with when they were last verified. */
export async function findWireInstructionsInForce(db: Executor, fiduciaryId: string): Promise<WireInstructions | null> {
  const row = await findWireInstructions(db, fiduciaryId);
  return row ? toWire(row) : null;
}

/** `GET investments/:id/wire-instructions`: the record in force for an investment the caller may read. */
export async function getWireInstructions(ctx: AppContext, scope: InvestorScope, investmentId: string) {
  const investment = await findReadableInvestment(ctx, scope, investmentId);
  return {
    data: {
      reference: wireReference(investment.id),
      amount: fromCents(toCents(investment.amount)),
      wire_instructions: await findWireInstructionsInForce(ctx.db, scope.fiduciaryId),
    },
  };
}
