import { type FormTemplate, formatCurrency } from '@dl/domain';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH } from '#web/components/kit/shared/dialog-sizes.ts';
import { engineTemplate, FormRenderer, NativeSelectWidget, useCheckedAnswers } from '#web/features/forms/index.ts';
import { useCreateInvestment, useDealPreForm } from '#web/features/investments/api/investments.ts';
import { browserTimezone } from '#web/features/signing/api/nda.ts';
import { errorText } from '#web/lib/api-error.ts';

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

const NATIVE_SELECTS = { select: NativeSelectWidget };

/** The template with the amount's hint naming this opportunity's minimum. */
function withMinimum(template: FormTemplate, minimum: string): FormTemplate {
  const hint = `Minimum ${formatCurrency(minimum, { abbreviate: false })}, in steps of $10,000.`;
  return {
    ...template,
    sections: template.sections.map((s) => ({
      ...s,
      definition: {
        ...s.definition,
        // Spec 5 min_value, checked in the browser before the server (issue 14 point 5). The bound
        // is a whole-dollar threshold for the rule, not an amount that is computed with.
        fields: s.definition.fields.map((f) =>
          f.key === 'amount'
            ? { ...f, hint, rules: [...(f.rules ?? []), { name: 'min_value', args: [Number(minimum)] }] }
            : f,
        ),
      },
    })),
  };
}

function InterestForm(props: FormProps) {
  const preForm = useDealPreForm(props.fidId, props.opportunityId, true);
  const template = useMemo(
    () => preForm.data && withMinimum(engineTemplate(preForm.data.template), props.minimum),
    [preForm.data, props.minimum],
  );
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
  return template ? <InterestAnswers {...props} template={template} saved={preForm.data.response} /> : null;
}

interface AnswersProps extends FormProps {
  template: FormTemplate;
  saved: Record<string, unknown> | null;
}

function InterestAnswers({ fidId, entityId, opportunityId, onClose, onCreated, template, saved }: AnswersProps) {
  const create = useCreateInvestment();
  const answers = useCheckedAnswers(template, saved);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!answers.check()) return;
    if (!entityId) {
      setFailure('Choose the entity you invest through before indicating interest.');
      return;
    }
    try {
      await create.mutateAsync({
        fidId,
        entityId,
        opportunityId,
        response: answers.value.values,
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
        <FormRenderer
          template={template}
          value={answers.value}
          onChange={answers.onChange}
          errors={answers.errors}
          headingOrder={3}
          widgets={NATIVE_SELECTS}
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
