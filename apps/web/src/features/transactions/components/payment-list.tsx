import type { CapitalCall, Payment } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useConfirm } from '../../../components/kit/confirm-dialog/index.ts';
import { errorText } from '../../../lib/api-error.ts';
import { useSnackbar } from '../../../lib/snackbar.ts';
import { useConfirmPaymentSent, usePayments } from '../api/payments.ts';
import {
  CONFIRM_PAYMENT_SENT,
  PAYMENT_CONFIRM_FAILED,
  PAYMENT_CONFIRMED_TEXT,
  PAYMENT_LABEL_COLOR,
  paymentKind,
} from '../lib/payment-labels.ts';

export interface PaymentListProps {
  fidId: string;
  investmentId: string;
  /** May the caller act (not a viewer)? Viewers see the labels without the action. */
  canAct: boolean;
  capitalCalls?: readonly CapitalCall[];
}

/** Payments of one investment with the investor labels of spec 4 and 'Confirm payment sent'. */
export function PaymentList({ fidId, investmentId, canAct, capitalCalls = [] }: PaymentListProps) {
  const payments = usePayments(fidId, investmentId);
  const confirmSent = useConfirmPaymentSent(fidId);
  const { confirm, dialog } = useConfirm();
  const snackbar = useSnackbar();
  const callNumber = (p: Payment) => capitalCalls.find((c) => c.id === p.capital_call_id)?.call_number;

  const onConfirm = async (payment: Payment) => {
    const ok = await confirm({
      title: CONFIRM_PAYMENT_SENT,
      message: `Confirm that you have wired ${formatCurrency(payment.amount, { abbreviate: false })} for ${paymentKind(payment, callNumber(payment)).toLowerCase()}.`,
      confirmLabel: CONFIRM_PAYMENT_SENT,
    });
    if (!ok) return;
    confirmSent.mutate(
      { investmentId, paymentId: payment.id },
      {
        onSuccess: () => void snackbar.success(PAYMENT_CONFIRMED_TEXT),
        onError: (error) => void snackbar.error(errorText(error, PAYMENT_CONFIRM_FAILED)),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Payments
        </Title>
        {payments.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(payments.error, 'Failed to load data')}
          </Alert>
        )}
        {payments.data?.length === 0 && <Text c="dimmed">No data</Text>}
        {payments.data && payments.data.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table verticalSpacing="sm" aria-label="Payments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th ta="right">Amount</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {payments.data.map((payment) => (
                  <Table.Tr key={payment.id} data-testid={`payment-${payment.id}`}>
                    <Table.Td>{paymentKind(payment, callNumber(payment))}</Table.Td>
                    <Table.Td ta="right">{formatCurrency(payment.amount, { abbreviate: false })}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={PAYMENT_LABEL_COLOR[payment.investor_label]} tt="none">
                        {payment.investor_label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{formatDate(payment.sent_on)}</Table.Td>
                    <Table.Td ta="right">
                      {canAct && payment.can_confirm_sent && (
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            loading={confirmSent.isPending && confirmSent.variables?.paymentId === payment.id}
                            onClick={() => void onConfirm(payment)}
                          >
                            {CONFIRM_PAYMENT_SENT}
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      {dialog}
    </Card>
  );
}
