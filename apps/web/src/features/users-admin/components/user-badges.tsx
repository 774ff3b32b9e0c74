import type { ProviderUserRow } from '@dl/contracts';
import { Badge } from '@mantine/core';
import { USER_STATUS_COLOR, USER_STATUS_LABEL, userStatus } from '../lib/user-status.ts';

/** As wide as its words: a narrow table column must not cut it to an ellipsis. */
const BADGE_FIT = { root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

/** Active, Disabled or Invited (no password yet); a dot badge keeps the words dark (AA contrast). */
export function UserStatusBadge({
  user,
  size,
}: {
  user: Pick<ProviderUserRow, 'is_active' | 'has_password'>;
  size?: 'lg';
}) {
  const status = userStatus(user);
  return (
    <Badge variant="dot" color={USER_STATUS_COLOR[status]} tt="none" size={size} styles={BADGE_FIT}>
      {USER_STATUS_LABEL[status]}
    </Badge>
  );
}

export function SecondFactorBadge({ hasOtp, size }: { hasOtp: boolean; size?: 'lg' }) {
  return (
    <Badge variant="dot" color={hasOtp ? 'teal' : 'gray'} tt="none" size={size} styles={BADGE_FIT}>
      {hasOtp ? 'On' : 'Off'}
    </Badge>
  );
}
