import type { IssuerOpportunity } from '@dl/contracts';
import {
  approvalAfterIssuerEvent,
  checkFourEyes,
  FOUR_EYES_MESSAGES,
  type IssuerOpportunityEvent,
  issuerOpportunityMachine,
  issuerReviewAfter,
  sendEvent,
  TransitionError,
} from '@dl/domain';
import { AppError, notFound } from '#api/lib/app-error.ts';
import type { AppContext } from '#api/lib/context.ts';
import { recordAudit } from '#api/platform/audit.ts';
import type { CompanyScope } from '#api/plugins/guards/index.ts';
import { dropOpportunityLists } from '#api/modules/opportunities/index.ts';
import { getOwnedOpportunity } from './issuer-opportunities.service.ts';
import {
  findEditorIds,
  findOpportunityState,
  findUnreadTemplates,
  updateIssuerStatus,
} from './issuer-opportunities.repository.ts';

/** What the issuer asks: send (by the company's rule), the internal decision, or close. */
export type IssuerStep =
  | { step: 'send' }
  | { step: 'approve' }
  | { step: 'reject'; reason: string }
  | { step: 'close' };

const AUDIT_KIND: Record<IssuerOpportunityEvent, string> = {
  send: 'issuer.opportunity_sent',
  send_internal: 'issuer.opportunity_sent',
  approve_internal: 'issuer.opportunity_approved_internal',
  reject_internal: 'issuer.opportunity_rejected_internal',
  close: 'issuer.opportunity_closed',
};

const TEMPLATE_NAMES = { NDA: 'The NDA template', DEAL: 'The subscription agreement' } as const;

/** e.g. 'The NDA template is not ready: wait until its fields are listed, or place its signature area.' */
function unreadTemplatesMessage(unread: readonly ('NDA' | 'DEAL')[]): string {
  const names = unread.map((c) => TEMPLATE_NAMES[c]);
  const subject = names.length === 1 ? `${names[0]} is` : `${names.join(' and ')} are`;
  return `${subject} not ready: wait until its fields are listed, or place its signature area, then send again.`;
}

function eventOf(step: IssuerStep, requiresInternalApproval: boolean): IssuerOpportunityEvent {
  if (step.step === 'send') return sendEvent(requiresInternalApproval);
  if (step.step === 'approve') return 'approve_internal';
  if (step.step === 'reject') return 'reject_internal';
  return 'close';
}

/**
 * One step of the issuer's side of the lifecycle (ADR 0030), with the row locked and the change
 * audited in one transaction. A step the status does not allow answers 409 with the machine's
 * sentence; an internal approval by one of the opportunity's editors 409 (four eyes).
 */
export async function takeIssuerStep(
  ctx: AppContext,
  who: CompanyScope,
  id: string,
  step: IssuerStep,
): Promise<IssuerOpportunity> {
  const { fiduciaryId, userId } = who;
  await ctx.db.transaction().execute(async (trx) => {
    const current = await findOpportunityState(trx, fiduciaryId, id, true);
    if (!current || current.issuer_id !== who.issuerId) throw notFound();
    const event = eventOf(step, current.requires_internal_approval);
    let status: ReturnType<typeof issuerOpportunityMachine.next>;
    try {
      status = issuerOpportunityMachine.next(current.status, event);
    } catch (err) {
      // The machine's sentence with the step the person took ("Cannot send while ...", not "send internal").
      if (err instanceof TransitionError)
        throw new AppError(
          'CONFLICT',
          new TransitionError(err.machine, err.state, step.step).message,
          'TRANSITION_REFUSED',
        );
      throw err;
    }
    if (event === 'send' || event === 'send_internal') {
      // Investors sign the templates as read: one still being read (or waiting for its signature
      // area) would be signed without its fields.
      const unread = await findUnreadTemplates(trx, fiduciaryId, id);
      if (unread.length > 0) throw new AppError('CONFLICT', unreadTemplatesMessage(unread), 'TEMPLATES_NOT_READY');
    }
    if (event === 'approve_internal') {
      const fourEyes = checkFourEyes({ checkerId: userId, makerIds: await findEditorIds(trx, fiduciaryId, id) });
      if (!fourEyes.allowed) throw new AppError('CONFLICT', FOUR_EYES_MESSAGES.opportunity, fourEyes.reason);
    }
    const reason = step.step === 'reject' ? step.reason : null;
    const approval = approvalAfterIssuerEvent(event, current.approval_status);
    const review = issuerReviewAfter(event, current.issuer_review);
    await updateIssuerStatus(trx, fiduciaryId, id, {
      status,
      approval_status: approval,
      issuer_review: review,
      ...(event === 'send_internal' ? { review: 'clear' as const } : {}),
      ...(event === 'approve_internal' || event === 'reject_internal' ? { review: { by: userId, reason } } : {}),
    });
    await recordAudit(trx, {
      fiduciary_id: fiduciaryId,
      actor_user_id: userId,
      kind: AUDIT_KIND[event],
      subject: id,
      data: { event, from: current.status, to: status, approval, issuer_review: review, ...(reason ? { reason } : {}) },
    });
  });
  // The fund-admin lists and investors' pages in this process follow on their next request.
  dropOpportunityLists(ctx, fiduciaryId);
  return getOwnedOpportunity(ctx, who, id);
}
