import { z } from 'zod';

/**
 * Domain reasons of business-rule refusals, sent as `reason` beside the HTTP-flavoured `code` so that a
 * client can tell two refusals of one status apart without reading the `detail` text. Plain
 * validation (400), authentication (401), permission (403) and not-found (404) answers carry none.
 */
export const DOMAIN_ERRORS = {
  NDA_NOT_SIGNED: 'Indicating interest needs the entity to have executed the NDA of the opportunity.',
  NDA_NOT_STARTED: 'The NDA pre-form has not been answered yet, so there is no NDA to sign.',
  DATA_ROOM_CLOSED: 'The data room of the opportunity opens once the entity has executed its NDA.',
  ALREADY_INVESTING: 'The entity already has an investment in progress for the opportunity.',
  INVESTMENT_DECLINED: 'The investment was declined; it can no longer be acted on.',
  INVESTMENT_NOT_EXECUTED: 'Capital calls can only be issued on an executed investment.',
  TRANSITION_REFUSED: 'The workflow does not allow this step from the current status.',
  SERVICE_REQUEST_CLOSED: 'The service request is closed and takes no more messages.',
  MEETING_NOT_ACCEPTED: 'Only an accepted meeting can be added to a calendar.',
  QUESTION_ANSWERED: 'The question has been answered and can no longer be changed.',
  SIGNING_DOCUMENT_MISSING: 'The opportunity has no document (NDA or deal document) to sign.',
  DEAL_NOT_SIGNED: 'The deal has no signed document to countersign yet.',
  DOCUMENT_ALREADY_SIGNED: 'The document is already signed for this entity.',
  SIGNATURE_NOT_REQUIRED: 'The document does not need a signature.',
  SIGNING_SESSION_CLOSED: 'The signing session was already used or has expired; a new one must be opened.',
  SEAL_PENDING: 'A submitted signature of this document is still being sealed.',
  SEAL_NOT_FAILED: 'The seal job is not failed (it already ran again or was never given up), so it cannot be retried.',
  SEAL_SUPERSEDED:
    'A later signature of the same document was submitted or sealed, so the failed one is not sealed again.',
  CONSENT_REQUIRED: 'Signing needs consent to sign electronically, given to the current consent text.',
  FORM_INCOMPLETE: 'A required field of the document to sign is empty.',
  LINK_INVALID: 'The invitation, registration or password-reset link is unknown, used or expired.',
  ACCOUNT_EXISTS: 'An account with this e-mail address already exists.',
  ACCOUNT_NOT_READY: 'The account is still being prepared; sign-in is possible once it is ready.',
  ALREADY_MEMBER: 'The person already has access to this fiduciary.',
  ALREADY_INVITED: 'An invitation for this e-mail address is already waiting to be accepted.',
  INVITATION_CLOSED: 'The invitation was used, revoked or has moved on; it can no longer be resent or revoked.',
  ALREADY_AUTHORIZED_PARTY: 'The person is already an authorized party of this entity.',
  OWN_INVESTOR_LOCKED: "The entity's own investor cannot be changed or removed as an authorized party.",
  LAST_ADMIN: 'An entity keeps at least one admin among its authorized parties.',
  FOUR_EYES_REQUIRED: 'The user who edited the opportunity cannot approve it; another approver must review it.',
  TEMPLATES_NOT_READY: 'A document template has not been read yet; the opportunity is sent once it is.',
  SECOND_FACTOR_NOT_SET_UP: 'No second factor is waiting for a code: the set-up was not started or has lapsed.',
  NO_EXECUTED_COMMITMENTS: 'The opportunity has no executed commitment to call capital on.',
  CALL_EXCEEDS_COMMITMENTS: 'A capital call may not ask for more than the executed commitments.',
  CALL_ROUNDS_TO_ZERO: 'The capital call comes to 0.00 once rounded to the cent.',
  WIRE_INSTRUCTIONS_MISSING: 'A capital call notice needs wire instructions in force.',
  NO_RECIPIENTS: 'The audience of a document sent to investors has no investor.',
  PAYMENT_EXCEEDS_DUE: 'A receipt may not be more than the amount outstanding (over-payment is refused).',
  WIRE_PROPOSAL_PENDING: 'A proposed change of wire instructions is already waiting for approval.',
  BINDER_NOT_READY: 'A closing binder exists only for an executed investment (Deal Executed).',
  HOST_TAKEN: 'A host belongs to one tenant: the host is already used by a tenant.',
  SLUG_TAKEN: "A tenant's short name is unique on the platform.",
  TENANT_SUSPENDED: 'The tenant is suspended: its users cannot log in until the provider reactivates it.',
  MEMBERSHIP_EXISTS: 'The user already holds this role in this tenant.',
  LAST_PROVIDER_SUPERADMIN: 'The provider keeps at least one provider superadmin.',
} as const;

export type DomainErrorCode = keyof typeof DOMAIN_ERRORS;

export const DOMAIN_ERROR_CODES = Object.keys(DOMAIN_ERRORS) as [DomainErrorCode, ...DomainErrorCode[]];

/**
 * The `reason` of an error answer. Registered under an id so that the OpenAPI document describes the
 * catalogue once, as a component every error answer refers to (`x-enumDescriptions` per code).
 */
export const domainErrorCodeSchema = z.enum(DOMAIN_ERROR_CODES).meta({
  id: 'DomainErrorCode',
  description: 'Why a business rule refused the request; absent on other errors.',
  'x-enumDescriptions': DOMAIN_ERRORS,
});

/**
 * Every error answer: a text fit to show, a stable machine code (HTTP-flavoured: `CONFLICT`, or a
 * framework code for a malformed request), and on a business-rule refusal the domain `reason`.
 */
export const errorSchema = z.object({ detail: z.string(), code: z.string(), reason: domainErrorCodeSchema.optional() });
export type ApiError = z.infer<typeof errorSchema>;

/** The full error body; `errors` (field path to message) only on a refused form answer. */
export const errorBodySchema = errorSchema.extend({ errors: z.record(z.string(), z.string()).optional() });
export type ErrorBody = z.infer<typeof errorBodySchema>;
