import type { SigningSubjectKind } from '@dl/contracts';
import { NDA_SIGNED_MESSAGE } from '@dl/domain';

/** The snackbar after a seal: spec 4's NDA sentence, and one in the same voice for the deal. */
export const DEAL_SIGNED_MESSAGE =
  'You have successfully signed the deal. The Document has been sent for approval and counter signing.';
const COUNTERSIGNED_MESSAGE = 'You have successfully countersigned the document.';
const DOCUMENT_SIGNED_MESSAGE = 'You have successfully signed the document.';

export function sealedMessage(kind: SigningSubjectKind): string {
  if (kind === 'NDA') return NDA_SIGNED_MESSAGE;
  if (kind === 'DEAL') return DEAL_SIGNED_MESSAGE;
  if (kind === 'FIDUCIARY_DOCUMENT') return DOCUMENT_SIGNED_MESSAGE;
  return COUNTERSIGNED_MESSAGE;
}
