import type { CapVesting } from '@dl/contracts';
import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { DEFAULT_TIME_VESTING, type VestingMode } from '../lib/draft-form.ts';

export interface VestingFieldsProps {
  mode: VestingMode | 'keep';
  value: CapVesting | null;
  onModeChange: (mode: VestingMode, vesting: CapVesting | null) => void;
  onChange: (vesting: CapVesting) => void;
  /** Messages by path under `vesting` ('start_date', 'rows.0.amount'...). */
  errorAt: (path: string) => string | undefined;
  /** The mode is chosen elsewhere (the vesting action). */
  hideModes?: boolean;
}

const MODES = [
  { value: 'unset', label: 'Not chosen yet' },
  { value: 'none', label: 'No vesting' },
  { value: 'time', label: 'Time-based (monthly or quarterly, with a cliff)' },
  { value: 'custom', label: 'Custom dates and amounts' },
];

/**
 * Vesting (spec 4 vesting types): time-based, e.g. 48 monthly installments with the cliff at the 12th,
 * or custom rows of a date and an amount. 'No vesting' is a choice of its own: readiness asks for one.
 */
export function VestingFields({ mode, value, onModeChange, onChange, errorAt, hideModes }: VestingFieldsProps) {
  const choose = (next: VestingMode) => {
    if (next === 'time') onModeChange(next, value?.type === 'time' ? value : { ...DEFAULT_TIME_VESTING });
    else if (next === 'custom')
      onModeChange(next, value?.type === 'custom' ? value : { type: 'custom', rows: [{ date: '', amount: '' }] });
    else onModeChange(next, null);
  };
  return (
    <Stack gap="sm">
      {!hideModes && (
        <NativeSelect
          label="Vesting type"
          data={MODES}
          value={mode}
          onChange={(e) => choose(e.currentTarget.value as VestingMode)}
        />
      )}
      {value?.type === 'time' && (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label="Vesting start date"
            value={value.start_date || null}
            onChange={(d) => onChange({ ...value, start_date: d ?? '' })}
            error={errorAt('start_date')}
            w={200}
          />
          <NumberInput
            label="Installments"
            min={1}
            max={600}
            allowDecimal={false}
            value={value.installments}
            onChange={(n) => onChange({ ...value, installments: typeof n === 'number' ? n : 0 })}
            error={errorAt('installments')}
            w={140}
          />
          <NativeSelect
            label="Frequency"
            data={[
              { value: 'monthly', label: 'Monthly' },
              { value: 'quarterly', label: 'Quarterly' },
            ]}
            value={value.frequency}
            onChange={(e) => onChange({ ...value, frequency: e.currentTarget.value as 'monthly' | 'quarterly' })}
            w={140}
          />
          <NumberInput
            label="Cliff at installment"
            description="0 for no cliff"
            min={0}
            max={600}
            allowDecimal={false}
            value={value.cliff_installment}
            onChange={(n) => onChange({ ...value, cliff_installment: typeof n === 'number' ? n : 0 })}
            error={errorAt('cliff_installment')}
            w={180}
          />
        </Group>
      )}
      {value?.type === 'custom' && <CustomRows value={value} onChange={onChange} errorAt={errorAt} />}
    </Stack>
  );
}

type Custom = Extract<CapVesting, { type: 'custom' }>;

function CustomRows({
  value,
  onChange,
  errorAt,
}: {
  value: Custom;
  onChange: (v: Custom) => void;
  errorAt: (path: string) => string | undefined;
}) {
  const setRow = (i: number, row: Custom['rows'][number]) =>
    onChange({ ...value, rows: value.rows.map((r, j) => (j === i ? row : r)) });
  return (
    <Stack gap="xs">
      <Text size="sm">Each row vests an amount on a date.</Text>
      {value.rows.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity but their place
        <Group key={i} gap="sm" align="flex-start" wrap="wrap">
          <DateField
            label={`Date ${i + 1}`}
            value={row.date || null}
            onChange={(d) => setRow(i, { ...row, date: d ?? '' })}
            error={errorAt(`rows.${i}.date`)}
            w={200}
          />
          <TextInput
            label={`Amount ${i + 1}`}
            inputMode="decimal"
            value={row.amount}
            onChange={(e) => setRow(i, { ...row, amount: e.currentTarget.value })}
            error={errorAt(`rows.${i}.amount`)}
            w={180}
          />
          <ActionIcon
            variant="subtle"
            color="gray.8"
            mt={26}
            aria-label={`Remove row ${i + 1}`}
            disabled={value.rows.length === 1}
            onClick={() => onChange({ ...value, rows: value.rows.filter((_, j) => j !== i) })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="default"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange({ ...value, rows: [...value.rows, { date: '', amount: '' }] })}
        >
          Add a row
        </Button>
      </Group>
    </Stack>
  );
}
