import { rolesFor } from '@dl/domain';
import type { Executor } from '#api/db/database.ts';
import { notifyEntity, notifyUser } from '../notifications/index.ts';
import { findIssuerMembers } from './qna.repository.ts';

interface Subject {
  id: string;
  fiduciaryId: string;
  opportunityName: string;
}

/** A new question is an action for the members of the opportunity's issuer who answer (not its viewers). */
export async function notifyQuestionAsked(
  trx: Executor,
  item: Subject & { issuerId: string; requestorName: string },
): Promise<void> {
  const userIds = await findIssuerMembers(trx, item.fiduciaryId, item.issuerId, rolesFor('qna.answer_issuer'));
  for (const userId of userIds) {
    await notifyUser(trx, {
      fiduciaryId: item.fiduciaryId,
      userId,
      kind: 'ACTION',
      event: 'QUESTION_ASKED',
      message: `${item.requestorName} asked a question about ${item.opportunityName}.`,
      navigateTo: { name: 'Communication', query: { id: item.id } },
    });
  }
}

/** The asking entity hears of every saved answer; the link opens the answered tab (tab=1). */
export async function notifyQuestionAnswered(trx: Executor, item: Subject & { entityId: string }): Promise<void> {
  await notifyEntity(trx, {
    fiduciaryId: item.fiduciaryId,
    entityId: item.entityId,
    kind: 'NOTIFICATION',
    event: 'QUESTION_ANSWERED',
    message: `Your question about ${item.opportunityName} has been answered.`,
    navigateTo: { name: 'Communication', query: { tab: '1', id: item.id } },
  });
}
