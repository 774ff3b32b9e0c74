import type { TenantRow } from '@dl/contracts';
import { Badge } from '@mantine/core';
import { TENANT_STATUS_COLOR, TENANT_STATUS_LABEL } from '../lib/labels.ts';

/** As wide as its words: a narrow table column must not cut it to an ellipsis. */
const BADGE_FIT = { root: { maxWidth: 'none' }, label: { overflow: 'visible', textOverflow: 'clip' } } as const;

export function TenantStatusBadge({ status, size }: { status: TenantRow['status']; size?: 'sm' | 'lg' }) {
  return (
    <Badge variant="dot" color={TENANT_STATUS_COLOR[status]} tt="none" size={size} styles={BADGE_FIT}>
      {TENANT_STATUS_LABEL[status]}
    </Badge>
  );
}
