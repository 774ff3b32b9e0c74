import { sql } from 'kysely';
import type { InvitationEvent } from '@dl/domain';
import type { Db } from '../../db/database.ts';
import { moveInvitation } from './move-status.ts';

interface Candidate {
  id: string;
  response_status: 'DRAFT' | 'SUBMITTED';
}

/**
 * Brings invitations in line with their person's KYC response (ADR 0023): a saved draft (or any
 * response) moves 2 Open to 3 KYC; a submitted one moves 2 Open / 3 KYC to 4 Form. The forms module
 * owns the responses and knows nothing of invitations, so the move is made when an invitation is
 * read or decided, through the machine and with its audit row. After a revision request only a
 * response changed since the decision counts.
 */
export async function syncKycProgress(db: Db, scope: { fiduciaryId: string; invitationId?: string }): Promise<void> {
  const candidates = await findCandidates(db, scope);
  if (candidates.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const c of candidates) {
      const row = await trx
        .selectFrom('invitation')
        .selectAll()
        .where('id', '=', c.id)
        .where('fiduciary_id', '=', scope.fiduciaryId)
        .where('status', 'in', [2, 3])
        .forUpdate()
        .executeTakeFirst();
      if (!row) continue;
      const event: InvitationEvent = c.response_status === 'SUBMITTED' ? 'submit_kyc' : 'start_kyc';
      if (event === 'start_kyc' && row.status === 3) continue;
      await moveInvitation(trx, row, { event, actorUserId: row.user_id });
    }
  });
}

async function findCandidates(db: Db, scope: { fiduciaryId: string; invitationId?: string }): Promise<Candidate[]> {
  const { rows } = await sql<Candidate>`
    SELECT i.id, r.status AS response_status
    FROM invitation i
    JOIN form_response r
      ON r.fiduciary_id = i.fiduciary_id
     AND r.entity_id = i.entity_id
     AND r.form_id = CASE i.entity_type WHEN 'INDIVIDUAL' THEN '3' ELSE '4' END
    WHERE i.fiduciary_id = ${scope.fiduciaryId}
      AND i.status IN (2, 3)
      AND i.entity_id IS NOT NULL
      AND (i.decided_on IS NULL OR r.modified_on > i.decided_on)
      AND NOT (i.status = 3 AND r.status <> 'SUBMITTED')
      ${scope.invitationId ? sql`AND i.id = ${scope.invitationId}` : sql``}
  `.execute(db);
  return rows;
}
