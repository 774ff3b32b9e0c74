import type { Investment } from '@dl/contracts';
import { Badge } from '@mantine/core';

/**
 * Spec 4 colours from the API's status_color: DEAL_DECLINED red, DEAL_EXECUTED green, the others
 * orange. A dot badge: the colour is on the dot and the text stays dark (AA contrast).
 */
export function DealStatusBadge({ deal }: { deal: Pick<Investment, 'status_label' | 'status_color'> }) {
  return (
    <Badge variant="dot" color={deal.status_color} tt="none" size="lg">
      {deal.status_label}
    </Badge>
  );
}
