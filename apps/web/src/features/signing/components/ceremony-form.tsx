import type { DataListItem, SigningSession, SubmitSigningBody } from '@dl/contracts';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSignature } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EsignDialog } from '#web/components/kit/esign-dialog/index.ts';
import { type AutosaveState, useAutosave } from '../hooks/use-autosave.ts';
import { type FieldValues, fieldErrors, initialFieldValues, toDataList } from '../lib/field-values.ts';
import { CeremonyFields } from './ceremony-fields.tsx';
import {
  EMPTY_SIGNATURE,
  SIGNATURE_REQUIRED,
  SignatureInput,
  type SignatureValue,
  signatureMark,
} from './signature-input.tsx';

const FIX_FIELDS_TEXT = 'Complete the required fields before signing.';

const AUTOSAVE_TEXT: Record<AutosaveState, string | null> = {
  idle: null,
  saving: 'Saving your entries...',
  saved: 'Your entries are saved.',
  failed: 'Your entries could not be saved; they stay on this page until you sign.',
};

export interface CeremonyFormProps {
  session: SigningSession;
  /** Saves the fill-form values as they are typed (PATCH values); none: kept on the page only. Keep it stable. */
  onSaveValues?: (dataList: DataListItem[]) => Promise<void>;
  /** Sends the submit; a rejection is shown in the dialog and nothing typed is lost. */
  onSubmit: (body: SubmitSigningBody) => Promise<void>;
}

/**
 * The ceremony's form: fillable fields, the signature (typed or drawn), then Sign opens the e-sign
 * dialog where the signer agrees to the consent text (its version goes back with the submit).
 */
export function CeremonyForm({ session, onSubmit, onSaveValues }: CeremonyFormProps) {
  const { fields, data_list: saved } = session.document;
  const [values, setValues] = useState(() => initialFieldValues(fields, saved));
  const [signature, setSignature] = useState<SignatureValue>(() => ({ ...EMPTY_SIGNATURE, typed: '' }));
  const [checked, setChecked] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const hasFields = fields.length > 0;
  const save = useMemo(
    () => (hasFields && onSaveValues ? (current: FieldValues) => onSaveValues(toDataList(current)) : undefined),
    [hasFields, onSaveValues],
  );
  const saveState = useAutosave(values, save);
  const errors = checked ? fieldErrors(fields, values) : {};
  const mark = signatureMark(signature);
  const signatureError = checked && !mark ? SIGNATURE_REQUIRED : null;
  const hasErrors = Object.keys(errors).length > 0 || signatureError !== null;
  const isOpen = session.status === 'OPEN';

  const startSigning = () => {
    setChecked(true);
    const invalid = Object.keys(fieldErrors(fields, values)).length > 0 || !mark;
    if (!invalid) setDialogOpen(true);
  };

  const sign = async () => {
    if (!mark) return;
    await onSubmit({
      consent: true,
      consent_version: session.consent.version,
      mark,
      data_list: toDataList(values),
    });
    setDialogOpen(false);
  };

  return (
    <Stack gap="lg">
      <CeremonyFields
        fields={fields}
        values={values}
        errors={errors}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        disabled={!isOpen}
      />
      {AUTOSAVE_TEXT[saveState] && (
        <Text size="xs" c="dimmed" role="status">
          {AUTOSAVE_TEXT[saveState]}
        </Text>
      )}
      <SignatureInput value={signature} onChange={setSignature} error={signatureError} />
      <Text size="sm" c="dimmed">
        Signing as {session.signer.name} ({session.signer.email}).
      </Text>
      {hasErrors && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {FIX_FIELDS_TEXT}
        </Alert>
      )}
      <Button
        size="md"
        leftSection={<IconSignature size={18} aria-hidden />}
        onClick={startSigning}
        disabled={!isOpen}
        w="fit-content"
      >
        Sign
      </Button>
      <EsignDialog
        opened={dialogOpen}
        onClose={() => setDialogOpen(false)}
        documentName={session.document.name}
        title={session.title}
        consentLabel={session.consent.text}
        onSign={sign}
      />
    </Stack>
  );
}
