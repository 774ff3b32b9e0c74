import { FIDUCIARY_ROLES, ISSUER_ROLES } from '../roles.ts';

/**
 * Who answers investors' questions (ADR 0018). Issuer roles read the questions on their issuers'
 * opportunities and all but the issuer viewer answer them; the fund admin's answering roles are
 * those of the brief, and the admin viewer may read the tenant's questions too.
 */
export const QNA_ISSUER_READERS: readonly string[] = Object.values(ISSUER_ROLES);
export const QNA_ISSUER_ANSWERERS: readonly string[] = QNA_ISSUER_READERS.filter(
  (r) => r !== ISSUER_ROLES.ISSUER_VIEWER,
);
export const QNA_FIDUCIARY_ANSWERERS: readonly string[] = [
  FIDUCIARY_ROLES.FIDUCIARY_SUPERADMIN,
  FIDUCIARY_ROLES.FIDUCIARY_ADMIN,
  FIDUCIARY_ROLES.FIDUCIARY_EDITOR,
];
export const QNA_FIDUCIARY_READERS: readonly string[] = [
  ...QNA_FIDUCIARY_ANSWERERS,
  FIDUCIARY_ROLES.FIDUCIARY_ADMIN_VIEWER,
];

/** Whether `role` (the token's current role) may answer questions in the portal it acts in. */
export function canAnswerQuestions(role: string | null | undefined): boolean {
  return (
    Boolean(role) && (QNA_ISSUER_ANSWERERS.includes(role as string) || QNA_FIDUCIARY_ANSWERERS.includes(role as string))
  );
}
