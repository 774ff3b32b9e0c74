import { formatCurrency } from '@dl/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '../../../components/kit/shared/dialog-sizes.ts';
import { useCreateInvestment, useDealPreForm } from '../../../features/investments/api/investments.ts';
import { browserTimezone } from '../../../features/signing/api/nda.ts';
import { errorText } from '../../../lib/api-error.ts';
import { initialPreFormValues, type PreFormValues, preFormErrors, preFormResponse } from './pre-form.ts';
import { PreFormFields } from './pre-form-fields.tsx';

const SAVE_FAILED = 'Failed to create item';

export interface InterestModalProps {
  fidId: string;
  entityId: string | null;
  opportunityId: string;
  opportunityName: string;
  minimum: string;
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}

type FormProps = Omit<InterestModalProps, 'opened' | 'opportunityName'>;

function InterestForm({ fidId, entityId, opportunityId, minimum, onClose, onCreated }: FormProps) {
  const preForm = useDealPreForm(fidId, opportunityId, true);
  const create = useCreateInvestment();
  const [values, setValues] = useState<PreFormValues | null>(null);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if (preForm.isPending) {
    return (
      <Center py="xl" role="status">
        <Loader size="sm" />
      </Center>
    );
  }
  if (preForm.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(preForm.error, 'Failed to load data')}
      </Alert>
    );
  }
  const { template, response } = preForm.data;
  const current = values ?? initialPreFormValues(template, response);
  const errors = checked ? preFormErrors(template, current) : {};
  const minimumText = formatCurrency(minimum, { abbreviate: false });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    setFailure(null);
    if (Object.keys(preFormErrors(template, current)).length > 0) return;
    if (!entityId) {
      setFailure('Choose the entity you invest through before indicating interest.');
      return;
    }
    try {
      await create.mutateAsync({
        fidId,
        entityId,
        opportunityId,
        response: preFormResponse(current),
        timezone: browserTimezone(),
      });
      onCreated();
    } catch (error) {
      // The server's message (amount below the minimum, not in steps of $10,000, ...) as it is.
      setFailure(errorText(error, SAVE_FAILED));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <PreFormFields
          template={template}
          values={current}
          errors={errors}
          onChange={(key, value) => setValues({ ...current, [key]: value })}
          descriptions={{ amount: `Minimum ${minimumText}, in steps of $10,000.` }}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Send interest
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Indicate interest: the deal pre-form (amount with the currency input) -> POST investment. */
export function InterestModal({ opened, opportunityName, ...form }: InterestModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={form.onClose}
      title={`Indicate interest: ${opportunityName}`}
      size={DIALOG_WIDTH.narrow}
      closeButtonProps={CLOSE_ICON_PROPS}
      centered
    >
      {opened ? (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Your indication is sent to the issuer; you then sign the deal document.
          </Text>
          <InterestForm {...form} />
        </Stack>
      ) : null}
    </Modal>
  );
}
