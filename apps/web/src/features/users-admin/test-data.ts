import {
  type ProviderMembership,
  type ProviderUserDetail,
  type ProviderUserRow,
  providerUserDetailSchema,
  providerUserRowSchema,
} from '@dl/contracts';

export const USER_ID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';
export const HARBOR_ID = '5a1b2c3d-4e5f-4a60-8b7c-9d0e1f2a3b4c';
export const QUAY_ID = '6b2c3d4e-5f6a-4b70-8c8d-0e1f2a3b4c5d';
export const ISSUER_ID = '7c3d4e5f-6a7b-4c80-9d9e-1f2a3b4c5d6e';

/** A user as the users list answers them: active, no second factor, in three tenants. */
export function providerUserRow(overrides: Partial<ProviderUserRow> = {}): ProviderUserRow {
  return providerUserRowSchema.parse({
    id: USER_ID,
    email: 'ada@harbor.example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    is_active: true,
    has_password: true,
    has_otp: false,
    created_on: '2026-02-03T12:00:00Z',
    tenants: ['Harbor Fiduciary', 'Quay Partners', 'Pier Capital'],
    tenant_count: 3,
    ...overrides,
  });
}

export function membership(overrides: Partial<ProviderMembership> = {}): ProviderMembership {
  return {
    id: crypto.randomUUID(),
    tenant: { id: HARBOR_ID, name: 'Harbor Fiduciary', is_provider: false },
    role: 'fiduciary_admin',
    portal: 'fid-admin',
    entity: null,
    issuer: null,
    created_on: '2026-02-03T12:00:00Z',
    ...overrides,
  };
}

/** The user's page: a fund administrator of Harbor and an issuer admin of Quay's Acme Robotics. */
export function providerUserDetail(overrides: Partial<ProviderUserDetail> = {}): ProviderUserDetail {
  return providerUserDetailSchema.parse({
    ...providerUserRow(),
    has_otp: true,
    active_sessions: 2,
    memberships: [
      membership({
        tenant: { id: QUAY_ID, name: 'Quay Partners', is_provider: false },
        role: 'issuer_admin',
        portal: 'issuers',
        issuer: { id: ISSUER_ID, name: 'Acme Robotics' },
      }),
      membership(),
    ],
    ...overrides,
  });
}
