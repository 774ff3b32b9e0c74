import type { SignatureMarkInput } from '@dl/contracts';
import { Box, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { SignaturePad } from './signature-pad.tsx';

type SignatureMode = 'typed' | 'drawn';

export interface SignatureValue {
  mode: SignatureMode;
  typed: string;
  /** Data URL of the drawn PNG. */
  drawn: string | null;
}

export const EMPTY_SIGNATURE: SignatureValue = { mode: 'typed', typed: '', drawn: null };
export const SIGNATURE_REQUIRED = 'Signature is required';

/** The mark to submit, or null while there is none. */
export function signatureMark(value: SignatureValue): SignatureMarkInput | null {
  if (value.mode === 'typed') return value.typed.trim() ? { kind: 'typed', text: value.typed.trim() } : null;
  return value.drawn ? { kind: 'drawn', png_base64: value.drawn } : null;
}

export interface SignatureInputProps {
  value: SignatureValue;
  onChange: (value: SignatureValue) => void;
  error?: string | null;
}

/** The signer's mark: the typed full name (default, keyboard friendly) or a drawing. */
export function SignatureInput({ value, onChange, error }: SignatureInputProps) {
  const labelId = useId();
  return (
    <Stack gap="xs">
      <Text id={labelId} fw={500} size="sm">
        Your signature
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value.mode}
        onChange={(mode) => onChange({ ...value, mode: mode as SignatureMode })}
        data={[
          { value: 'typed', label: 'Type' },
          { value: 'drawn', label: 'Draw' },
        ]}
        w="fit-content"
      />
      {value.mode === 'typed' ? (
        <Box>
          <TextInput
            label="Type your full name"
            value={value.typed}
            maxLength={100}
            onChange={(e) => onChange({ ...value, typed: e.currentTarget.value })}
            error={error ?? undefined}
            autoComplete="name"
          />
          {value.typed.trim() && (
            <Text mt="xs" fz={28} ff="'Brush Script MT', 'Segoe Script', cursive" aria-hidden>
              {value.typed}
            </Text>
          )}
        </Box>
      ) : (
        <>
          <SignaturePad onChange={(drawn) => onChange({ ...value, drawn })} />
          {error && (
            <Text c="var(--mantine-color-error)" size="sm" role="alert">
              {error}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
