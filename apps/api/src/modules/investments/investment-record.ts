import type { Investment } from '@dl/contracts';
import type { Executor } from '#api/db/database.ts';
import { notFound } from '#api/lib/app-error.ts';
import { findInvestmentById } from './investments.repository.ts';
import { toInvestment } from './investments.mapper.ts';

/** One investment as the wire shows it, for other modules (payments) that answer with it. */
export async function loadInvestmentRecord(db: Executor, fiduciaryId: string, id: string): Promise<Investment> {
  const row = await findInvestmentById(db, fiduciaryId, id);
  if (!row) throw notFound();
  return toInvestment(row);
}
