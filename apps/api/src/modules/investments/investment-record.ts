import type { Investment, InvestmentWithOpportunity } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { findInvestmentById } from './investments.repository.ts';
import { toInvestment, toInvestmentWithOpportunity } from './investments.mapper.ts';

/** One investment as the wire shows it, for other modules (payments) that answer with it. */
export async function loadInvestmentRecord(db: Executor, fiduciaryId: string, id: string): Promise<Investment> {
  const row = await findInvestmentById(db, fiduciaryId, id);
  if (!row) throw notFound();
  return toInvestment(row);
}

/** One investment merged with its opportunity (the deal page), or undefined for another tenant's id. */
export async function loadInvestmentWithOpportunity(
  db: Executor,
  fiduciaryId: string,
  id: string,
): Promise<(InvestmentWithOpportunity & { user_id: string }) | undefined> {
  const row = await findInvestmentById(db, fiduciaryId, id);
  return row ? { ...toInvestmentWithOpportunity(row), user_id: row.user_id } : undefined;
}
