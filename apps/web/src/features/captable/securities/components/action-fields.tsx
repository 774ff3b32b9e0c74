import { NativeSelect, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import type { SecurityActionBody } from '@dl/contracts';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { useStockClasses } from '../api/views.ts';
import type { ActionValues } from '../lib/action-form.ts';
import { DEFAULT_TIME_VESTING } from '../lib/draft-form.ts';
import { REPURCHASE_DISPOSITIONS, type SecurityKind, TERMINATION_OPTIONS } from '../lib/labels.ts';
import { messageAt } from './draft-fields.tsx';
import { StakeholderSelect } from './stakeholder-select.tsx';
import { VestingFields } from './vesting-fields.tsx';
import type { CapParams } from '#web/features/captable/core/index.ts';

type ActionForm = UseFormReturn<ActionValues, unknown, SecurityActionBody>;

const DATE_LABEL: Partial<Record<ActionValues['action'], string>> = {
  terminate: 'Termination date',
  exercise: 'Exercise date',
};

export interface ActionFieldsProps {
  form: ActionForm;
  params: CapParams;
  kind: SecurityKind;
}

/** The inputs of one action (spec 4 security actions; CAPTABLE 4.5-4.7). */
export function ActionFields({ form, params, kind }: ActionFieldsProps) {
  const isShares = kind === 'CS' || kind === 'PS';
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const action = watch('action');
  const err = (path: string) => messageAt(errors as never, path);
  const quantity = (label: string) => (
    <TextInput label={label} inputMode="decimal" withAsterisk error={err('quantity')} {...register('quantity')} />
  );
  const reason = (
    <Textarea label="Reason" rows={3} withAsterisk maxLength={500} error={err('reason')} {...register('reason')} />
  );
  return (
    <Stack gap="sm">
      {action === 'transfer' && (
        <>
          {quantity('Shares to transfer')}
          <Controller
            control={control}
            name="to_stakeholder_id"
            render={({ field }) => (
              <StakeholderSelect
                params={params}
                label="Transfer to"
                value={field.value}
                onChange={field.onChange}
                error={err('to_stakeholder_id')}
              />
            )}
          />
        </>
      )}
      {action === 'cancel' && (
        <>
          {quantity(isShares ? 'Shares to cancel' : 'Quantity to cancel')}
          {reason}
        </>
      )}
      {action === 'repurchase' && (
        <>
          {quantity('Shares to repurchase')}
          <TextInput
            label="Price per share (USD)"
            inputMode="decimal"
            withAsterisk
            error={err('price')}
            {...register('price')}
          />
          <NativeSelect label="The repurchased shares" data={REPURCHASE_DISPOSITIONS} {...register('disposition')} />
        </>
      )}
      {action === 'exercise' && quantity('Number to exercise')}
      {action === 'exercise' && kind === 'WA' && <ExerciseClass form={form} params={params} />}
      {action === 'terminate' && (
        <NativeSelect
          label="Reason for the termination"
          withAsterisk
          data={[{ value: '', label: 'Choose a reason' }, ...TERMINATION_OPTIONS]}
          error={err('termination_reason')}
          {...register('termination_reason')}
        />
      )}
      {action === 'retract' && (
        <>
          <Text size="sm">A retraction undoes an issuance made in error, as if it had never happened.</Text>
          {reason}
        </>
      )}
      {action === 'modify' && (
        <TextInput label="New price (USD)" inputMode="decimal" error={err('price')} {...register('price')} />
      )}
      {action === 'vesting' && <VestingActionFields form={form} />}
      <Controller
        control={control}
        name="date"
        render={({ field }) => (
          <DateField
            label={DATE_LABEL[action] ?? 'Date'}
            withAsterisk
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={err('date')}
          />
        )}
      />
    </Stack>
  );
}

/** Vesting: accelerate a number of shares now, or set a new schedule, or both. */
function VestingActionFields({ form }: { form: ActionForm }) {
  const mode = form.watch('vesting_mode');
  const err = (path: string) => messageAt(form.formState.errors as never, path);
  return (
    <>
      <TextInput
        label="Shares to accelerate"
        description="Vest these now; leave empty to only change the schedule"
        inputMode="decimal"
        error={err('accelerate_quantity')}
        {...form.register('accelerate_quantity')}
      />
      <Text size="sm" fw={500}>
        Schedule
      </Text>
      <SegmentedControl
        aria-label="Schedule"
        value={mode}
        onChange={(m) => {
          form.setValue('vesting_mode', m as ActionValues['vesting_mode']);
          form.setValue(
            'vesting',
            m === 'time'
              ? { ...DEFAULT_TIME_VESTING }
              : m === 'custom'
                ? { type: 'custom', rows: [{ date: '', amount: '' }] }
                : null,
          );
        }}
        data={[
          { value: 'keep', label: 'Keep' },
          { value: 'time', label: 'Time-based' },
          { value: 'custom', label: 'Custom' },
        ]}
      />
      {mode !== 'keep' && (
        <Controller
          control={form.control}
          name="vesting"
          render={({ field }) => (
            <VestingFields
              mode={mode}
              value={field.value}
              hideModes
              onModeChange={() => undefined}
              onChange={field.onChange}
              errorAt={(path) => err(`vesting.${path}`)}
            />
          )}
        />
      )}
    </>
  );
}

/** A warrant's new shares: its own class by default, or the class chosen here. */
function ExerciseClass({ form, params }: { form: ActionForm; params: CapParams }) {
  const classes = useStockClasses(params);
  return (
    <NativeSelect
      label="Class of the new shares"
      description="Leave as is to use the warrant's own class"
      data={[
        { value: '', label: "The warrant's class" },
        ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
      ]}
      error={messageAt(form.formState.errors as never, 'class_id')}
      {...form.register('class_id')}
    />
  );
}
