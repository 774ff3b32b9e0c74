import type { WireInstructionsBody } from '@dl/contracts';
import { sql } from 'kysely';
import type { Executor } from '#api/db/database.ts';

/** SQL of proposed changes of wire instructions (four eyes). */

const PROPOSAL_COLUMNS = [
  'w.id',
  'w.bank_name',
  'w.bank_address',
  'w.account_name',
  'w.account_number',
  'w.routing_number',
  'w.swift_code',
  'w.instructions',
  'w.status',
  'w.proposed_by',
  'w.proposed_on',
  'w.decided_by',
  'w.decided_on',
  'w.reason',
] as const;

/** The fiduciary's proposal waiting for approval, with the names of its proposer. */
export function findPendingProposal(db: Executor, fiduciaryId: string) {
  return db
    .selectFrom('wire_instructions_proposal as w')
    .innerJoin('app_user as u', 'u.id', 'w.proposed_by')
    .select([...PROPOSAL_COLUMNS, sql<string>`trim(u.first_name || ' ' || u.last_name)`.as('proposer_name')])
    .where('w.fiduciary_id', '=', fiduciaryId)
    .where('w.status', '=', 'PENDING')
    .executeTakeFirst();
}

export type ProposalRow = NonNullable<Awaited<ReturnType<typeof findPendingProposal>>>;

export function lockProposal(db: Executor, fiduciaryId: string, proposalId: string) {
  return db
    .selectFrom('wire_instructions_proposal as w')
    .select(PROPOSAL_COLUMNS)
    .where('w.fiduciary_id', '=', fiduciaryId)
    .where('w.id', '=', proposalId)
    .forUpdate()
    .executeTakeFirst();
}

export function insertProposal(
  db: Executor,
  fiduciaryId: string,
  proposedBy: string,
  body: Required<WireInstructionsBody>,
) {
  return db
    .insertInto('wire_instructions_proposal')
    .values({ fiduciary_id: fiduciaryId, proposed_by: proposedBy, ...body })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function decideProposal(
  db: Executor,
  proposalId: string,
  decision: { status: 'APPROVED' | 'REJECTED'; decidedBy: string; reason: string | null },
): Promise<void> {
  await db
    .updateTable('wire_instructions_proposal')
    .set({
      status: decision.status,
      decided_by: decision.decidedBy,
      decided_on: sql<Date>`now()`,
      reason: decision.reason,
    })
    .where('id', '=', proposalId)
    .execute();
}
