import type { CapitalCall } from '@dl/contracts';
import { formatCurrency, formatDate, investorPaymentLabel } from '@dl/domain';
import { Badge, Button, Card, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';

/** Spec 4 "Process status". */
const STATUS_TEXT: Record<CapitalCall['status'], { label: string; color: string }> = {
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
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" aria-label="Capital calls">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Call</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Due date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Notice</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {calls.map((call) => {
                  const notice = call.notice_document_id;
                  return (
                    <Table.Tr key={call.id}>
                      <Table.Td>Capital call {call.call_number}</Table.Td>
                      <Table.Td ta="right">{formatCurrency(call.amount, { abbreviate: false })}</Table.Td>
                      <Table.Td>{formatDate(call.due_date)}</Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={STATUS_TEXT[call.status].color} tt="none">
                          {STATUS_TEXT[call.status].label}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{call.payment_status ? investorPaymentLabel(call.payment_status) : ''}</Table.Td>
                      <Table.Td ta="right">
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
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
