import type { Invitation, PublicInvitation } from '@dl/contracts';
import { INVITATION_STATUS_LABEL, invitationStatusFromCode, kycFormIdFor, maskEmail } from '@dl/domain';
import type { InvitationRow } from './invitations.types.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function statusLabel(code: number): string {
  return INVITATION_STATUS_LABEL[invitationStatusFromCode(code)];
}

export function toInvitation(row: InvitationRow): Invitation {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    entity_type: row.entity_type,
    entity_name: row.entity_name,
    status: row.status,
    status_label: statusLabel(row.status),
    expires_on: row.expires_on.toISOString(),
    invited_by: row.invited_by,
    user_id: row.user_id,
    entity_id: row.entity_id,
    kyc_form_id: kycFormIdFor(row.entity_type),
    decision_reason: row.decision_reason,
    decided_on: iso(row.decided_on),
    revoked_on: iso(row.revoked_on),
    opened_on: iso(row.opened_on),
    registered_on: iso(row.registered_on),
    created_on: row.created_on.toISOString(),
    modified_on: row.modified_on.toISOString(),
  };
}

export function toPublicInvitation(row: InvitationRow, fiduciary: { id: string; name: string }): PublicInvitation {
  return {
    fiduciary,
    first_name: row.first_name,
    last_name: row.last_name,
    email_masked: maskEmail(row.email),
    entity_type: row.entity_type,
    entity_name: row.entity_name,
    kyc_form_id: kycFormIdFor(row.entity_type),
    status: row.status,
    status_label: statusLabel(row.status),
  };
}
