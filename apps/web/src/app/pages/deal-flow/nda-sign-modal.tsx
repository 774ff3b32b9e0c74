import type { FormTemplate } from '@dl/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useMemo, useState } from 'react';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { engineTemplate, FormRenderer, NativeSelectWidget, useCheckedAnswers } from '#web/features/forms/index.ts';
import { ndaEsignUrl } from '#web/features/signing/api/esign.ts';
import { useCreateNda, useNdaPreForm } from '#web/features/signing/api/nda.ts';
import { NdaDirectSign } from '#web/features/signing/components/nda-direct-sign.tsx';
import { errorText } from '#web/lib/api-error.ts';

const SIGN_FAILED = 'Failed to sign document';

export interface NdaSignModalProps {
  fidId: string;
  opportunityId: string;
  opportunityName: string;
  opened: boolean;
  onClose: () => void;
  /** Follows the ceremony address. */
  onRedirect: (url: string) => void;
  /** A signed copy was uploaded instead: wait for its seal (docu-sign-wait). */
  onDirectSigned: (sessionId: string) => void;
}

type PreFormProps = Omit<NdaSignModalProps, 'opened' | 'opportunityName'>;

const NATIVE_SELECTS = { select: NativeSelectWidget };

function NdaPreForm(props: PreFormProps) {
  const preForm = useNdaPreForm(props.fidId, props.opportunityId, true);
  const template = useMemo(() => preForm.data && engineTemplate(preForm.data.template), [preForm.data]);
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
        {errorText(preForm.error, SIGN_FAILED)}
      </Alert>
    );
  }
  return template ? <NdaPreFormAnswers {...props} template={template} saved={preForm.data.response} /> : null;
}

interface AnswersProps extends PreFormProps {
  template: FormTemplate;
  saved: Record<string, unknown> | null;
}

function NdaPreFormAnswers({
  fidId,
  opportunityId,
  onClose,
  onRedirect,
  onDirectSigned,
  template,
  saved,
}: AnswersProps) {
  const createNda = useCreateNda(fidId, opportunityId);
  const answers = useCheckedAnswers(template, saved);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

  /** Checks the pre-form and saves it (the NDA row); false while it has errors. */
  const prepare = async () => {
    setFailure(null);
    if (!answers.check()) return false;
    await createNda.mutateAsync(answers.value.values);
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (!(await prepare())) return;
      const url = await ndaEsignUrl(fidId, opportunityId);
      setRedirecting(true);
      onRedirect(url);
    } catch (error) {
      setFailure(errorText(error, SIGN_FAILED));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text size="sm">Tell us who signs; then you review and sign the NDA in the next step.</Text>
        <FormRenderer
          template={template}
          value={answers.value}
          onChange={answers.onChange}
          errors={answers.errors}
          readOnly={redirecting}
          headingOrder={3}
          widgets={NATIVE_SELECTS}
        />
        {failure && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {failure}
          </Alert>
        )}
        {redirecting && (
          <Text size="sm" role="status">
            Redirecting...
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={redirecting}>
            Cancel
          </Button>
          <Button type="submit" loading={createNda.isPending || redirecting}>
            Continue to signing
          </Button>
        </Group>
        <NdaDirectSign
          fidId={fidId}
          opportunityId={opportunityId}
          prepare={prepare}
          onAccepted={onDirectSigned}
          disabled={redirecting}
        />
      </Stack>
    </form>
  );
}

/** Sign NDA: the NDA pre-form in a side modal -> POST nda -> GET nda/esign -> the ceremony. */
export function NdaSignModal({ opened, opportunityName, ...form }: NdaSignModalProps) {
  return (
    <SideModal opened={opened} onClose={form.onClose} title={`Sign the NDA: ${opportunityName}`}>
      {opened ? <NdaPreForm {...form} /> : null}
    </SideModal>
  );
}
