import type { WireInstructions, WireInstructionsBody } from '@dl/contracts';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useProposeWireInstructions } from '../api/wire-instructions.ts';

const EMPTY: Required<WireInstructionsBody> = {
  bank_name: '',
  bank_address: '',
  account_name: '',
  account_number: '',
  routing_number: '',
  swift_code: '',
  instructions: '',
};

const REQUIRED = ['bank_name', 'account_name', 'account_number'] as const;
const LABELS: Record<keyof typeof EMPTY, string> = {
  bank_name: 'Bank name',
  bank_address: 'Bank address',
  account_name: 'Account name',
  account_number: 'Account number',
  routing_number: 'Routing number',
  swift_code: 'SWIFT code',
  instructions: 'Instructions',
};

/** Propose new wire instructions: they take effect only when another administrator approves them. */
export function WireProposalForm({
  fidId,
  current,
  onDone,
}: {
  fidId: string;
  current: WireInstructions | null;
  onDone: () => void;
}) {
  const propose = useProposeWireInstructions(fidId);
  const [values, setValues] = useState<Required<WireInstructionsBody>>(() => {
    if (!current) return EMPTY;
    const { modified_on: _m, verified_on: _v, ...fields } = current;
    return fields;
  });
  const [touched, setTouched] = useState(false);
  const missing = (key: keyof typeof EMPTY) =>
    touched && (REQUIRED as readonly string[]).includes(key) && values[key].trim() === ''
      ? `${LABELS[key]} is required`
      : undefined;
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (REQUIRED.some((key) => values[key].trim() === '')) return;
    propose.mutate(values, { onSuccess: onDone });
  };
  const field = (key: Exclude<keyof typeof EMPTY, 'instructions' | 'bank_address'>) => (
    <TextInput
      label={LABELS[key]}
      required={(REQUIRED as readonly string[]).includes(key)}
      value={values[key]}
      onChange={set(key)}
      error={missing(key)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Alert color="blue" variant="light">
          The change takes effect only when another administrator approves it.
        </Alert>
        {field('bank_name')}
        <Textarea label={LABELS.bank_address} value={values.bank_address} onChange={set('bank_address')} />
        {field('account_name')}
        {field('account_number')}
        {field('routing_number')}
        {field('swift_code')}
        <Textarea label={LABELS.instructions} rows={3} value={values.instructions} onChange={set('instructions')} />
        {propose.isError && (
          <Alert color="red" role="alert">
            {errorText(propose.error, 'Failed to propose the change')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={propose.isPending}>
            Propose change
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
