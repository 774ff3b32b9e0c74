import type { ProviderUserRow } from '@dl/contracts';

export type UserStatus = 'ACTIVE' | 'DISABLED' | 'INVITED';

/** Disabled wins; an enabled user who never set a password is still Invited. */
export function userStatus(user: Pick<ProviderUserRow, 'is_active' | 'has_password'>): UserStatus {
  if (!user.is_active) return 'DISABLED';
  return user.has_password ? 'ACTIVE' : 'INVITED';
}

export const USER_STATUS_LABEL: Readonly<Record<UserStatus, string>> = {
  ACTIVE: 'Active',
  DISABLED: 'Disabled',
  INVITED: 'Invited',
};

export const USER_STATUS_COLOR: Readonly<Record<UserStatus, string>> = {
  ACTIVE: 'teal',
  DISABLED: 'red',
  INVITED: 'blue',
};

/** 'Harbor, Quay +3': the first names given and a count of the rest (`tenant_count` has them all). */
export function tenantsText(names: readonly string[], count: number, shown = 2): string {
  if (count === 0 || names.length === 0) return '—';
  const listed = names.slice(0, shown);
  const more = Math.max(0, count - listed.length);
  return more > 0 ? `${listed.join(', ')} +${more}` : listed.join(', ');
}

export const fullName = (user: Pick<ProviderUserRow, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();
