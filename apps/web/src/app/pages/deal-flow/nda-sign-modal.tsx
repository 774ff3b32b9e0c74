import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { SideModal } from '../../../components/kit/side-modal/index.ts';
import { ndaEsignUrl } from '../../../features/signing/api/esign.ts';
import { useCreateNda, useNdaPreForm } from '../../../features/signing/api/nda.ts';
import { errorText } from '../../../lib/api-error.ts';
import { initialPreFormValues, type PreFormValues, preFormErrors, preFormResponse } from './pre-form.ts';
import { NdaDirectSign } from './nda-direct-sign.tsx';
import { PreFormFields } from './pre-form-fields.tsx';

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

function NdaPreForm({ fidId, opportunityId, onClose, onRedirect, onDirectSigned }: PreFormProps) {
  const preForm = useNdaPreForm(fidId, opportunityId, true);
  const createNda = useCreateNda(fidId, opportunityId);
  const [values, setValues] = useState<PreFormValues | null>(null);
  const [checked, setChecked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);

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
  const { template, response } = preForm.data;
  const current = values ?? initialPreFormValues(template, response);
  const errors = checked ? preFormErrors(template, current) : {};

  /** Checks the pre-form and saves it (the NDA row); false while it has errors. */
  const prepare = async () => {
    setChecked(true);
    setFailure(null);
    if (Object.keys(preFormErrors(template, current)).length > 0) return false;
    await createNda.mutateAsync(preFormResponse(current));
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
        <PreFormFields
          template={template}
          values={current}
          errors={errors}
          onChange={(key, value) => setValues({ ...current, [key]: value })}
          disabled={redirecting}
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
