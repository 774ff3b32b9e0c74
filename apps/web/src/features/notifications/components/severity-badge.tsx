import type { SystemNotificationSeverity } from '@dl/domain';
import { Badge, type MantineSize } from '@mantine/core';
import { SEVERITY_COLOR } from '../lib/severity.ts';

/** Spec 9 severity colours: High Impact error, Severity 1 warning, Severity 2 info. */
export function SeverityBadge({ severity, size = 'sm' }: { severity: SystemNotificationSeverity; size?: MantineSize }) {
  const color = SEVERITY_COLOR[severity];
  // Light badge with its darkest shade as text: 4.5:1 on the tint whatever the tenant's colours.
  return (
    <Badge size={size} color={color} variant="light" c={`${color}.9`} style={{ flexShrink: 0 }}>
      {severity}
    </Badge>
  );
}
