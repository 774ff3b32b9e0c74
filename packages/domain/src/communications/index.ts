import { can, rolesFor } from '../permissions.ts';

/**
 * Who answers investors' questions (ADR 0018, the permission map of ADR 0025). Issuer roles read
 * the questions on their issuers' opportunities and all but the issuer viewer answer them; the fund
 * admin's answering roles are those of the brief, and the admin viewer may read the tenant's too.
 */
export const QNA_ISSUER_READERS: readonly string[] = rolesFor('qna.read_issuer');
export const QNA_ISSUER_ANSWERERS: readonly string[] = rolesFor('qna.answer_issuer');
export const QNA_FIDUCIARY_ANSWERERS: readonly string[] = rolesFor('qna.answer_tenant');
export const QNA_FIDUCIARY_READERS: readonly string[] = rolesFor('qna.read_tenant');

/** Whether `role` (the token's current role) may answer questions in the portal it acts in. */
export function canAnswerQuestions(role: string | null | undefined): boolean {
  return can(role, 'qna.answer_issuer') || can(role, 'qna.answer_tenant');
}
