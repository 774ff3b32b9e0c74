import type { SecurityDetail } from '@dl/contracts';
import { Anchor, Badge, Group, Stack, Text, Timeline } from '@mantine/core';
import { Link } from 'react-router';
import { formatShares } from '../lib/format.ts';

export interface LineageProps {
  security: SecurityDetail;
  securityHref: (id: string) => string;
  /** The ledger filtered to one security's transactions. */
  ledgerHref: (securityId: string) => string;
}

/**
 * Where the security comes from (CAPTABLE 4.5): each step from the first ancestor to this one, with
 * the transactions that created, split and ended it, then the securities it was split into.
 */
export function SecurityLineage({ security, securityHref, ledgerHref }: LineageProps) {
  const steps = security.lineage;
  return (
    <Stack gap="md">
      {steps.length === 0 ? (
        <Text size="sm">No transactions yet: a draft has a history once it is issued.</Text>
      ) : (
        <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2} aria-label="Lineage">
          {steps.map((step) => {
            const isThis = step.security_id === security.id;
            return (
              <Timeline.Item
                key={step.security_id}
                title={
                  <Group gap="xs">
                    {isThis ? (
                      <Text fw={600} size="sm">
                        {step.security_id}
                      </Text>
                    ) : (
                      <Anchor component={Link} to={securityHref(step.security_id)} size="sm" fw={600}>
                        {step.security_id}
                      </Anchor>
                    )}
                    {isThis && (
                      <Badge variant="dot" color="gray.8">
                        This security
                      </Badge>
                    )}
                  </Group>
                }
              >
                <Text size="sm">
                  {formatShares(step.quantity)} held by {step.stakeholder_id}; created by {step.created_by}
                  {step.ended_by ? `, ended by ${step.ended_by}` : ''}.
                </Text>
                <Anchor component={Link} to={ledgerHref(step.security_id)} size="xs">
                  {step.transactions.length === 1
                    ? `1 transaction of ${step.security_id}`
                    : `${step.transactions.length} transactions of ${step.security_id}`}
                </Anchor>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
      {security.children.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Split into
          </Text>
          <Group gap="sm">
            {security.children.map((id) => (
              <Anchor key={id} component={Link} to={securityHref(id)} size="sm">
                {id}
              </Anchor>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
