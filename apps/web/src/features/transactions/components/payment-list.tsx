import type { CapitalCall, Payment } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { statusColor } from '#web/lib/status-color.ts';
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
          // A list rather than a table: on a phone every figure and the action stay in view.
          <Stack component="ul" gap={0} p={0} m={0} aria-label="Payments" style={{ listStyle: 'none' }}>
            {payments.data.map((payment) => (
              <Group
                component="li"
                key={payment.id}
                data-testid={`payment-${payment.id}`}
                justify="space-between"
                gap="sm"
                py="sm"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} miw={0}>
                  <Text fw={600}>{paymentKind(payment, callNumber(payment))}</Text>
                  <Text size="sm">
                    {formatCurrency(payment.amount, { abbreviate: false })}
                    {payment.sent_on ? ` · sent ${formatDate(payment.sent_on)}` : ''}
                    {payment.acknowledged_on ? ` · acknowledged ${formatDate(payment.acknowledged_on)}` : ''}
                  </Text>
                </Stack>
                <Group gap="sm">
                  <Badge
                    variant="dot"
                    color={statusColor(PAYMENT_LABEL_COLOR[payment.investor_label])}
                    tt="none"
                    size="lg"
                    style={{ flexShrink: 0, overflow: 'visible' }}
                  >
                    {payment.investor_label}
                  </Badge>
                  {canAct && payment.can_confirm_sent && (
                    <Button
                      size="xs"
                      loading={confirmSent.isPending && confirmSent.variables?.paymentId === payment.id}
                      onClick={() => void onConfirm(payment)}
                    >
                      {CONFIRM_PAYMENT_SENT}
                    </Button>
                  )}
                </Group>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {dialog}
    </Card>
  );
}
