import { INVITATION_STATUS_LABEL, invitationStatusFromCode } from '@dl/domain';
import type {
  AuditRow,
  BinderInvestmentRow,
  CapitalCallRow,
  KycInvitationRow,
  KycResponseRow,
  PaymentRow,
} from './closing-binder.repository.ts';

/** Rows to the binder's JSON records. Money stays the database's decimal strings; times are ISO 8601. */

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A document of the binder: where it is in the ZIP and which stored file it came from. */
export interface BinderDocument {
  path: string;
  role: 'nda' | 'subscription_signed' | 'subscription_countersigned';
  file_id: string;
  name: string;
  mime_type: string;
}

export function toInvestmentRecord(row: BinderInvestmentRow, documents: BinderDocument[]) {
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    opportunity: { id: row.opportunity_id, name: row.opportunity_name },
    entity: { id: row.entity_id, name: row.entity_name, type: row.entity_type },
    investor: { user_id: row.user_id, name: fullName(row.first_name, row.last_name), email: row.email },
    nda_signed_date: iso(row.nda_signed_date),
    deal_signed_date: iso(row.deal_signed_date),
    approved_on: iso(row.approved_on),
    approved_by: row.approved_by,
    counter_signed_deal_date: iso(row.counter_signed_deal_date),
    executed_on: iso(row.executed_on),
    created_on: iso(row.created_on),
    documents,
  };
}

/** Which KYC decision the invitation's status records (a revision request sends it back to 3 KYC). */
function decisionOf(row: KycInvitationRow): 'APPROVED' | 'DENIED' | 'REVISION_REQUESTED' | null {
  const status = invitationStatusFromCode(row.status);
  if (status === 'APPROVED') return 'APPROVED';
  if (status === 'DENIED') return 'DENIED';
  return row.decided_on && status === 'KYC' ? 'REVISION_REQUESTED' : null;
}

export function toKycRecord(
  entity: { id: string; name: string; type: string },
  invitation: KycInvitationRow | undefined,
  response: KycResponseRow | undefined,
  formId: string | null,
) {
  return {
    entity,
    invitation: invitation
      ? {
          id: invitation.id,
          email: invitation.email,
          status: invitation.status,
          status_label: INVITATION_STATUS_LABEL[invitationStatusFromCode(invitation.status)],
          invited_on: iso(invitation.created_on),
        }
      : null,
    decision: invitation ? decisionOf(invitation) : null,
    decided_on: iso(invitation?.decided_on),
    decided_by:
      invitation?.decided_by != null
        ? {
            user_id: invitation.decided_by,
            name: fullName(invitation.decider_first_name, invitation.decider_last_name),
            email: invitation.decider_email,
          }
        : null,
    reason: invitation?.decision_reason ?? null,
    form: formId
      ? {
          form_id: formId,
          template_kind: response?.template_kind ?? null,
          template_version: response?.template_version ?? null,
          response_id: response?.id ?? null,
          response_status: response?.status ?? null,
          submitted_on: iso(response?.submitted_on),
          submitted_by: response?.submitted_by ?? null,
        }
      : null,
  };
}

const PAYMENT_EVENT_KINDS = new Set([
  'capital_call_issued',
  'opportunity_capital_call_issued',
  'capital_call_payments_requested',
  'payment_requested',
  'payment_confirmed_sent',
  'payment_partially_received',
  'payment_acknowledged',
]);

export function toPaymentsRecord(
  investment: BinderInvestmentRow,
  calls: CapitalCallRow[],
  payments: PaymentRow[],
  audit: AuditRow[],
) {
  return {
    investment_id: investment.id,
    committed_amount: investment.amount,
    payment_status: investment.payment_status,
    payments_received: iso(investment.payments_received),
    payments_acknowledged: iso(investment.payments_acknowledged),
    capital_calls: calls.map((c) => ({
      id: c.id,
      call_number: c.call_number,
      amount: c.amount,
      due_date: c.due_date,
      status: c.status,
      opportunity_call_id: c.opportunity_call_id,
      created_on: iso(c.created_on),
    })),
    payments: payments.map((p) => ({
      id: p.id,
      capital_call_id: p.capital_call_id,
      amount: p.amount,
      received_amount: p.received_amount,
      status: p.status,
      reference: p.reference,
      sent_on: iso(p.sent_on),
      sent_by: p.sent_by,
      acknowledged_on: iso(p.acknowledged_on),
      acknowledged_by: p.acknowledged_by,
      created_on: iso(p.created_on),
    })),
    // Requests, confirmations and acknowledgements as the audit chain recorded them (amounts as sent).
    events: audit
      .filter((row) => PAYMENT_EVENT_KINDS.has(row.kind))
      .map((row) => ({
        audit_id: row.id,
        on: iso(row.created_on),
        kind: row.kind,
        subject: row.subject,
        actor_user_id: row.actor_user_id,
        data: row.data,
      })),
  };
}

/** One audit row per line, with the chain fields, as stored. */
export function toAuditLines(rows: AuditRow[]): string {
  return rows
    .map((row) =>
      JSON.stringify({
        id: row.id,
        fiduciary_id: row.fiduciary_id,
        actor_user_id: row.actor_user_id,
        kind: row.kind,
        subject: row.subject,
        data: row.data,
        created_on: iso(row.created_on),
        prev_hash: row.prev_hash,
        hash: row.hash,
      }),
    )
    .map((line) => `${line}\n`)
    .join('');
}
