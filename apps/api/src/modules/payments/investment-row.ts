import type { Investment } from '@dl/contracts';
import type { Executor } from '../../db/database.ts';
import { notFound } from '../../lib/app-error.ts';
import { toInvestment } from '../investments/investments.mapper.ts';

/** The investment as the wire shows it (the columns the investments mapper reads). */
export async function loadInvestment(db: Executor, fiduciaryId: string, id: string): Promise<Investment> {
  const row = await db
    .selectFrom('investment as i')
    .innerJoin('investing_entity as e', 'e.id', 'i.entity_id')
    .innerJoin('opportunity as o', 'o.id', 'i.opportunity_id')
    .innerJoin('issuer as s', 's.id', 'o.issuer_id')
    .selectAll('i')
    .select([
      'e.name as entity_name',
      'e.trellis_uid as entity_trellis_uid',
      'o.name as opportunity_name',
      'o.short_desc as opportunity_short_desc',
      'o.opportunity_type',
      'o.type as opportunity_structure',
      'o.status as opportunity_status',
      'o.size as opportunity_size',
      'o.minimum as opportunity_minimum',
      'o.start_date as opportunity_start_date',
      'o.end_date as opportunity_end_date',
      's.id as issuer_id',
      's.name as issuer_name',
    ])
    .where('i.fiduciary_id', '=', fiduciaryId)
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  return toInvestment(row);
}
