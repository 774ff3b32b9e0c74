import type { Investment } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { InvestorProgressStrip } from '#web/components/display/progress-strip/index.ts';

/** Spec 4 colours: declined red, executed green, the others orange. */
const BADGE_COLOR = { red: 'red', green: 'green', orange: 'orange' } as const;

export interface InvestmentStatusProps {
  investment: Investment;
}

/** The live investment: amount, status label and colour (spec 4) and the progress strip (spec 3). */
export function InvestmentStatus({ investment }: InvestmentStatusProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4">
            My investment
          </Title>
          <Badge
            size="lg"
            // A dot in the status colour with dark text, as every status list shows it (AA contrast).
            variant="dot"
            color={BADGE_COLOR[investment.status_color]}
            tt="none"
            data-testid="investment-status"
          >
            {investment.status_label}
          </Badge>
        </Group>
        <Group gap="xl" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Amount
            </Text>
            <Text fw={600}>{formatCurrency(investment.amount, { abbreviate: false })}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Entity
            </Text>
            <Text fw={600}>{investment.entity.name}</Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Since
            </Text>
            <Text fw={600}>{formatDate(investment.created_on)}</Text>
          </div>
        </Group>
        {investment.decline_reason && (
          <Text size="sm" c="dimmed">
            Reason: {investment.decline_reason}
          </Text>
        )}
        <InvestorProgressStrip investment={investment} />
      </Stack>
    </Card>
  );
}
