import type { CapitalCallBasis } from '@dl/contracts';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCallableOpportunities, useCreateCall, usePreviewCall } from '../api/capital-calls.ts';
import { money } from '../lib/labels.ts';
import { AllocationPreview } from './allocation-preview.tsx';

export interface NewCallFormProps {
  fidId: string;
  onCreated: (callId: string) => void;
}

type BasisKind = 'percentage' | 'amount';

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** New capital call: opportunity, percentage or amount, due date; the allocation is previewed before confirming. */
export function NewCallForm({ fidId, onCreated }: NewCallFormProps) {
  const opportunities = useCallableOpportunities(fidId, true);
  const preview = usePreviewCall(fidId);
  const create = useCreateCall(fidId);
  const [opportunityId, setOpportunityId] = useState<string | null>(null);
  const [kind, setKind] = useState<BasisKind>('percentage');
  const [percentage, setPercentage] = useState('');
  const [amount, setAmount] = useState('');
  const [dueDate, setDueDate] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [previewed, setPreviewed] = useState<string | null>(null);

  const basis: CapitalCallBasis = kind === 'percentage' ? { percentage: percentage.trim() } : { amount };
  const inputs = JSON.stringify([opportunityId, basis]);
  const ready = Boolean(opportunityId) && (kind === 'percentage' ? percentage.trim() !== '' : amount !== '');
  const previewCurrent = previewed === inputs && preview.data;

  const runPreview = () => {
    if (!opportunityId) return;
    setPreviewed(inputs);
    preview.mutate({ opportunityId, basis });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!opportunityId || !dueDate || !previewCurrent) return;
    create.mutate(
      { opportunityId, body: { ...basis, due_date: dueDate, note } },
      { onSuccess: (call) => onCreated(call.id) },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label="Opportunity"
          placeholder={opportunities.isPending ? 'Loading...' : 'Choose an opportunity'}
          required
          searchable
          nothingFoundMessage="No opportunity with executed commitments"
          data={(opportunities.data ?? []).map((o) => ({
            value: o.id,
            label: `${o.name} (${o.investors} investors, ${money(o.commitments_total)} committed)`,
          }))}
          value={opportunityId}
          onChange={setOpportunityId}
          error={opportunities.isError ? errorText(opportunities.error, 'Failed to load data') : undefined}
        />
        <SegmentedControl
          fullWidth
          aria-label="Call as"
          value={kind}
          onChange={(value) => setKind(value as BasisKind)}
          data={[
            { value: 'percentage', label: 'Percentage of commitments' },
            { value: 'amount', label: 'Total amount' },
          ]}
        />
        {kind === 'percentage' ? (
          <TextInput
            label="Percentage of commitments"
            required
            inputMode="decimal"
            rightSection="%"
            value={percentage}
            onChange={(event) => setPercentage(event.currentTarget.value)}
          />
        ) : (
          <CurrencyInput label="Amount" required precision={2} maxLength={20} value={amount} onChange={setAmount} />
        )}
        <DateField label="Due date" required minDate={tomorrow()} value={dueDate} onChange={setDueDate} />
        <Textarea
          label="Note"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
        />
        <Group>
          <Button variant="default" onClick={runPreview} disabled={!ready} loading={preview.isPending}>
            Preview allocation
          </Button>
        </Group>
        {preview.isError && previewed === inputs && (
          <Alert color="red" role="alert">
            {errorText(preview.error, 'Failed to preview the allocation')}
          </Alert>
        )}
        {previewCurrent && <AllocationPreview preview={preview.data} />}
        {create.isError && (
          <Alert color="red" role="alert">
            {errorText(create.error, 'Failed to issue the capital call')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={!previewCurrent || !dueDate} loading={create.isPending}>
            Issue capital call
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
