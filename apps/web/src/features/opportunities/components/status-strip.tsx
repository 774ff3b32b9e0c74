import type { OpportunityInvestorStatus } from '@dl/domain';
import { Badge, Group, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { statusColor } from '#web/lib/status-color.ts';
import { DECLINED_TEXT, reachedSteps, STRIP_STEPS } from '../lib/status-strip.ts';

/** Where I stand on the opportunity (spec 4 investor-side ladder), done steps highlighted. */
export function StatusStrip({ status }: { status: OpportunityInvestorStatus }) {
  const declined = DECLINED_TEXT[status];
  if (declined) {
    return (
      <Badge color={statusColor('red')} variant="dot" size="lg" tt="none">
        {declined}
      </Badge>
    );
  }
  const reached = reachedSteps(status);
  return (
    <Group component="ol" aria-label="My progress" m={0} p={0} gap="xs" wrap="wrap" style={{ listStyle: 'none' }}>
      {STRIP_STEPS.map((step, index) => {
        const done = index < reached;
        const current = index === reached - 1;
        return (
          <Group key={step.status} component="li" gap={6} wrap="nowrap" aria-current={current ? 'step' : undefined}>
            <ThemeIcon size={22} radius="xl" variant={done ? 'filled' : 'light'} color={done ? undefined : 'gray'}>
              {done ? <IconCheck size={14} aria-hidden /> : <Text size="xs">{index + 1}</Text>}
            </ThemeIcon>
            <Text size="sm" fw={current ? 700 : 400} c={done ? undefined : 'dimmed'}>
              {step.label}
              <VisuallyHidden>{done ? ', done' : ', to do'}</VisuallyHidden>
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
