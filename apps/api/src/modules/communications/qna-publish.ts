import { rolesFor } from '@dl/domain';
import type { FastifyRequest } from 'fastify';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { companyScope, requireIssuerCompanies } from '#api/plugins/guards/index.ts';
import { recordAudit } from '#api/platform/audit.ts';
import { DISCOVERABLE_STATUS } from '../documents/index.ts';
import { notifyUsers } from '../notifications/index.ts';
import { findPublishedAudience, findQnaById, setQnaPublished } from './qna.repository.ts';

const QNA_UNANSWERED_PUBLISH = 'Answer the question before publishing it.';

/**
 * `POST issuers/QnA/:qnaId/publish`: the company's answerers (`qna.answer_issuer`) publish an
 * answered question to every investor who may discover the opportunity, or withdraw it. Someone who
 * is no issuer member answers 403; another company's or tenant's question 404; a viewer 403; an
 * unanswered question 409. Publishing tells every other investor's acting members live (the
 * QUESTION_ANSWERED push the asker already had), the audience found in one query.
 */
export async function publishQna(
  ctx: AppContext,
  req: FastifyRequest,
  input: { id: string; published: boolean },
): Promise<{ id: string; published: boolean }> {
  const memberships = await requireIssuerCompanies(ctx, req);
  const who = { fiduciaryId: memberships.fiduciaryId, userId: memberships.userId };
  const visibility = { kind: 'TENANT' as const };
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findQnaById(trx, { fiduciaryId: who.fiduciaryId, visibility, id: input.id, lock: true });
    if (!row) throw notFound();
    companyScope(memberships, row.issuer_id, 'qna.answer_issuer');
    if (!row.has_response) throw new AppError('CONFLICT', QNA_UNANSWERED_PUBLISH, 'TRANSITION_REFUSED');
    const wasPublished = row.published_on !== null;
    if (wasPublished === input.published) return { id: row.id, published: input.published };
    await setQnaPublished(trx, row.id, who.userId, input.published);
    await recordAudit(trx, {
      fiduciary_id: who.fiduciaryId,
      actor_user_id: who.userId,
      kind: input.published ? 'qna_published' : 'qna_unpublished',
      subject: row.id,
      data: { opportunity_id: row.opportunity_id },
    });
    if (input.published && row.opportunity_status === DISCOVERABLE_STATUS) {
      const userIds = await findPublishedAudience(trx, {
        fiduciaryId: who.fiduciaryId,
        opportunityId: row.opportunity_id,
        askerEntityId: row.entity_id,
        roles: rolesFor('investor.act'),
      });
      await notifyUsers(trx, {
        fiduciaryId: who.fiduciaryId,
        userIds,
        kind: 'NOTIFICATION',
        event: 'QUESTION_ANSWERED',
        message: `A question about ${row.opportunity_name} has been answered for every investor.`,
        navigateTo: { name: 'Communication', query: { tab: '1', id: row.id } },
      });
    }
    return { id: row.id, published: input.published };
  });
}
