import { MAX_UPLOAD_BYTES, wrongFileTypeMessage } from '@dl/domain';
import { Button, Divider, FileInput, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { directSignNda } from '../api/direct-sign.ts';
import { errorText } from '#web/lib/api-error.ts';

const UPLOAD_FAILED = 'Failed to upload file';

function pdfProblem(file: File): string | null {
  const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!isPdf) return wrongFileTypeMessage('document', 'investor');
  return file.size > MAX_UPLOAD_BYTES ? 'The file is too large.' : null;
}

export interface NdaDirectSignProps {
  fidId: string;
  opportunityId: string;
  /** Checks and saves the pre-form (creating the NDA); false when it is not valid yet. */
  prepare: () => Promise<boolean>;
  /** The upload was accepted: wait for its seal. */
  onAccepted: (sessionId: string) => void;
  disabled?: boolean;
}

/** 'Already signed elsewhere?': upload the signed PDF instead of the ceremony (nda/direct-sign). */
export function NdaDirectSign({ fidId, opportunityId, prepare, onAccepted, disabled }: NdaDirectSignProps) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const upload = async () => {
    if (!file) return setError('Signed NDA is required');
    const problem = pdfProblem(file);
    if (problem) return setError(problem);
    setError(null);
    setPending(true);
    try {
      if (!(await prepare())) return;
      const accepted = await directSignNda(fidId, opportunityId, file);
      onAccepted(accepted.session_id);
    } catch (cause) {
      setError(errorText(cause, UPLOAD_FAILED));
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Divider label="or" labelPosition="center" />
      <Text size="sm">Already signed this NDA on paper or elsewhere? Upload the signed PDF; we seal it for you.</Text>
      <FileInput
        label="Signed NDA (PDF)"
        accept="application/pdf,.pdf"
        value={file}
        onChange={(next) => {
          setFile(next);
          setError(null);
        }}
        error={error}
        clearable
        disabled={disabled || pending}
        leftSection={<IconUpload size={16} aria-hidden />}
      />
      <Button variant="default" onClick={upload} loading={pending} disabled={disabled} w="fit-content">
        Upload signed NDA
      </Button>
    </Stack>
  );
}
