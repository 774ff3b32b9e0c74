import type { CapitalCall } from '@dl/contracts';
import { formatCurrency, formatDate, investorPaymentLabel } from '@dl/domain';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { type StatusWord, statusColor } from '#web/lib/status-color.ts';

/** Spec 4 "Process status". */
const STATUS_TEXT: Record<CapitalCall['status'], { label: string; color: StatusWord }> = {
  IN_PROGRESS: { label: 'In progress', color: 'orange' },
  COMPLETED: { label: 'Completed', color: 'green' },
};

export interface CapitalCallListProps {
  calls: readonly CapitalCall[];
  /** Opens the notice PDF (`GET mydocuments/{notice_document_id}` then the viewer). */
  onViewNotice: (call: CapitalCall & { notice_document_id: string }) => void;
}

/** Capital calls of one investment: number, amount, due date, status, payment label, notice. */
export function CapitalCallList({ calls, onViewNotice }: CapitalCallListProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Capital calls
        </Title>
        {calls.length === 0 ? (
          <Text c="dimmed">No capital calls on this investment.</Text>
        ) : (
          <Stack component="ul" gap={0} p={0} m={0} aria-label="Capital calls" style={{ listStyle: 'none' }}>
            {calls.map((call) => {
              const notice = call.notice_document_id;
              const payment = call.payment_status ? investorPaymentLabel(call.payment_status) : null;
              return (
                <Group
                  component="li"
                  key={call.id}
                  justify="space-between"
                  gap="sm"
                  py="sm"
                  style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
                >
                  <Stack gap={2} miw={0}>
                    <Text fw={600}>Capital call {call.call_number}</Text>
                    <Text size="sm">
                      {formatCurrency(call.amount, { abbreviate: false })} · due {formatDate(call.due_date)}
                      {payment ? ` · payment ${payment}` : ''}
                    </Text>
                  </Stack>
                  <Group gap="sm">
                    <Badge
                      variant="dot"
                      color={statusColor(STATUS_TEXT[call.status].color)}
                      tt="none"
                      size="lg"
                      style={{ flexShrink: 0, overflow: 'visible' }}
                    >
                      {STATUS_TEXT[call.status].label}
                    </Badge>
                    {notice && (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconEye size={14} aria-hidden />}
                        aria-label={`View notice of capital call ${call.call_number}`}
                        onClick={() => onViewNotice({ ...call, notice_document_id: notice })}
                      >
                        View
                      </Button>
                    )}
                  </Group>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
