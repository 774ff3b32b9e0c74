import type { CallAllocation } from '@dl/contracts';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useAcknowledgePayment } from '../api/capital-calls.ts';
import { money } from '../lib/labels.ts';

export interface AcknowledgeDialogProps {
  fidId: string;
  allocation: CallAllocation | null;
  onClose: () => void;
}

/**
 * 'Send payment acknowledgement' of what arrived. The amount starts at everything outstanding; less
 * is recorded as a partial receipt and the rest stays due. More than outstanding is refused.
 */
export function AcknowledgeDialog({ fidId, allocation, onClose }: AcknowledgeDialogProps) {
  const acknowledge = useAcknowledgePayment(fidId);
  const [amount, setAmount] = useState('');
  const { reset } = acknowledge;
  useEffect(() => {
    if (allocation) setAmount(allocation.outstanding);
    reset();
  }, [allocation, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!allocation?.payment_id || !amount) return;
    acknowledge.mutate({ paymentId: allocation.payment_id, amount }, { onSuccess: onClose });
  };
  return (
    <Modal
      opened={allocation !== null}
      onClose={onClose}
      title="Acknowledge payment"
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
    >
      {allocation && (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {allocation.entity_name}: {money(allocation.outstanding)} outstanding of {money(allocation.due)} due.
            </Text>
            <CurrencyInput
              label="Amount received"
              description="Less than outstanding is recorded as a partial payment; the rest stays due."
              required
              precision={2}
              maxLength={20}
              value={amount}
              onChange={setAmount}
              data-autofocus
            />
            {acknowledge.isError && (
              <Alert color="red" role="alert">
                {errorText(acknowledge.error, 'Failed to acknowledge the payment')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Close
              </Button>
              <Button type="submit" disabled={!amount} loading={acknowledge.isPending}>
                Send payment acknowledgement
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
