import type { InvestorAuditEvent, InvestorRow } from '@dl/contracts';
import {
  INVITATION_STATUS_LABEL,
  type FormTemplate,
  invitationStatusFromCode,
  KYC_STATE_LABEL,
  kycStateOf,
} from '@dl/domain';
import type { DirectoryRow } from './investor-directory.repository.ts';

const ZERO = '0.00';

/** Two decimals, as every other amount on the wire ('1500' -> '1500.00'). */
export function money(value: string | undefined): string {
  if (!value) return ZERO;
  const [whole, frac = ''] = value.split('.');
  return `${whole}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

/** A row of the list; its committed and invested sums are stored with it. */
export function toInvestorRow(row: DirectoryRow): InvestorRow {
  const kyc = kycStateOf({
    invitationStatus: row.invitation_status,
    revisionRequested: row.revision_requested,
    responseStatus: row.response_status,
  });
  return {
    id: row.id,
    entity_id: row.entity_id,
    invitation_id: row.invitation_id,
    name: row.name,
    email: row.email,
    entity_type: row.entity_type,
    invitation_status: row.invitation_status,
    invitation_status_label:
      row.invitation_status === null ? null : INVITATION_STATUS_LABEL[invitationStatusFromCode(row.invitation_status)],
    revoked: row.revoked_on !== null,
    kyc_state: kyc,
    kyc_state_label: KYC_STATE_LABEL[kyc],
    committed: money(row.committed),
    invested: money(row.invested),
    city: row.city,
    state: row.state,
    country: row.country,
    created_on: row.created_on.toISOString(),
  };
}

/** Field key -> label of every field of a template (for showing answers outside the renderer). */
export function fieldLabels(template: FormTemplate): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const section of template.sections) {
    for (const field of section.definition.fields) labels[field.key] = field.label;
  }
  return labels;
}

export function toAuditEvent(row: {
  id: string;
  kind: string;
  subject: string | null;
  data: Record<string, unknown>;
  created_on: Date;
  actor_user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
}): InvestorAuditEvent {
  return {
    id: String(row.id),
    kind: row.kind,
    subject: row.subject,
    actor:
      row.actor_user_id && row.email
        ? { id: row.actor_user_id, name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(), email: row.email }
        : null,
    data: row.data,
    created_on: row.created_on.toISOString(),
  };
}
