import { Checkbox, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { Controller, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { usePlans, useStockClasses, useTerms } from '../api/views.ts';
import { type DraftFormOutput, type DraftFormValues, fieldsOf } from '../lib/draft-form.ts';
import { OPTION_KIND_LABELS } from '../lib/labels.ts';
import { StakeholderSelect } from './stakeholder-select.tsx';
import type { CapParams } from '#web/features/captable/core/index.ts';

export type DraftForm = UseFormReturn<DraftFormValues, unknown, DraftFormOutput>;

/** The message at a dotted path of the form's errors (nested and union fields included). */
export function messageAt(errors: FieldErrors<DraftFormValues>, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

const choose = (label: string) => [{ value: '', label }];

/** Who, what class or plan, how many, at what price, under which terms, when (the fields each kind needs). */
export function MainFields({
  form,
  params,
  stakeholderName,
}: {
  form: DraftForm;
  params: CapParams;
  stakeholderName?: string | null;
}) {
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const kind = watch('kind');
  const f = fieldsOf(kind);
  const classes = useStockClasses(params);
  const plans = usePlans(params);
  const terms = useTerms(params);
  const classOptions = (classes.data ?? []).filter((c) => c.kind === kind || kind === 'WA');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Controller
        control={control}
        name="stakeholder_id"
        render={({ field }) => (
          <StakeholderSelect
            params={params}
            value={field.value}
            onChange={field.onChange}
            initialName={stakeholderName}
            error={messageAt(errors, 'stakeholder_id')}
          />
        )}
      />
      {f.stockClass && (
        <NativeSelect
          label="Stock class"
          data={[...choose('Choose a class'), ...classOptions.map((c) => ({ value: c.id, label: c.name }))]}
          error={messageAt(errors, 'class_id')}
          {...register('class_id')}
        />
      )}
      {f.plan && (
        <NativeSelect
          label="Equity plan"
          data={[...choose('Choose a plan'), ...(plans.data ?? []).map((p) => ({ value: p.id, label: p.name }))]}
          error={messageAt(errors, 'plan_id')}
          {...register('plan_id')}
        />
      )}
      {f.optionKind && (
        <NativeSelect
          label="Option type"
          data={[
            ...choose('Choose ISO, NSO or ISO/NSO'),
            ...Object.entries(OPTION_KIND_LABELS).map(([value, label]) => ({ value, label })),
          ]}
          error={messageAt(errors, 'option_kind')}
          {...register('option_kind')}
        />
      )}
      <TextInput
        label={f.quantityLabel}
        inputMode="decimal"
        error={messageAt(errors, 'quantity')}
        {...register('quantity')}
      />
      {f.price && (
        <TextInput
          label={`${f.priceLabel} (USD)`}
          inputMode="decimal"
          error={messageAt(errors, 'price')}
          {...register('price')}
        />
      )}
      <NativeSelect
        label="Security terms"
        data={[
          ...choose('No terms'),
          ...(terms.data ?? []).map((t) => ({
            value: t.terms_id,
            label: `${t.name} (type ${t.type}, version ${t.version})`,
          })),
        ]}
        error={messageAt(errors, 'terms_id')}
        {...register('terms_id')}
      />
      <Controller
        control={control}
        name="issue_date"
        render={({ field }) => (
          <DateField
            label="Issue date"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            clearable
            error={messageAt(errors, 'issue_date')}
          />
        )}
      />
    </SimpleGrid>
  );
}

/** The OCF details the readiness list asks for (custom id, exemption, approval, expiry, triggers, legends). */
export function DetailFields({ form }: { form: DraftForm }) {
  const { register, control, watch } = form;
  const errors = form.formState.errors;
  const f = fieldsOf(watch('kind'));
  const date = (name: 'details.board_approval_date' | 'details.expiration_date', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          clearable
          error={messageAt(errors, name)}
        />
      )}
    />
  );
  const text = (
    name: `details.${'custom_id' | 'security_law_exemptions' | 'purchase_price' | 'seniority' | 'conversion_triggers' | 'exercise_triggers' | 'stock_legend_ids'}`,
    label: string,
    description?: string,
  ) => <TextInput label={label} description={description} error={messageAt(errors, name)} {...register(name)} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {text('details.custom_id', 'Certificate or custom id', 'For example CS-A-001')}
      {text('details.security_law_exemptions', 'Securities law exemption', 'For example Rule 506(b)')}
      {date('details.board_approval_date', 'Board approval date')}
      {f.expiration && date('details.expiration_date', 'Expiration date')}
      {f.purchasePrice && text('details.purchase_price', 'Purchase price (USD)')}
      {f.exerciseTriggers &&
        text('details.exercise_triggers', 'Exercise triggers', 'When the warrant may be exercised')}
      {f.conversion && text('details.conversion_triggers', 'Conversion triggers', 'For example the next priced round')}
      {f.conversion && text('details.seniority', 'Seniority', '1 is the most senior')}
      {f.legends && text('details.stock_legend_ids', 'Stock legends', 'Legend ids, separated by commas')}
      {f.legends && <Checkbox mt="lg" label="Issued without stock legends" {...register('details.legends_none')} />}
    </SimpleGrid>
  );
}
