import type { ProviderMembership, ProviderUserRow } from '@dl/contracts';
import { portalOfRole } from '@dl/domain';
import type { membershipsOfUser, UserRowData } from './provider-users.repository.ts';

type MembershipData = Awaited<ReturnType<typeof membershipsOfUser>>[number];

export function toUserRow(row: UserRowData, tenants: { names: string[]; count: number } | undefined): ProviderUserRow {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    is_active: row.is_active,
    has_password: row.has_password,
    has_otp: row.has_otp,
    created_on: row.created_on.toISOString(),
    tenants: tenants?.names ?? [],
    tenant_count: tenants?.count ?? 0,
  };
}

export function toMembership(m: MembershipData): ProviderMembership {
  return {
    id: m.id,
    tenant: { id: m.tenant_id, name: m.tenant_name, is_provider: m.is_provider },
    role: m.role,
    portal: portalOfRole(m.role) ?? 'unknown',
    entity: m.entity_id && m.entity_name ? { id: m.entity_id, name: m.entity_name } : null,
    issuer: m.issuer_id && m.issuer_name ? { id: m.issuer_id, name: m.issuer_name } : null,
    created_on: m.created_on.toISOString(),
  };
}
