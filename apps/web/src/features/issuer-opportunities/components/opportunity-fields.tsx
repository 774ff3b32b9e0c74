import { Card, Group, Radio, SimpleGrid, Stack, TagsInput, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { CurrencyInput } from '#web/components/inputs/currency-input/index.ts';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import type { OpportunityFormOutput, OpportunityFormValues } from '../lib/opportunity-form.ts';

export type OpportunityForm = UseFormReturn<OpportunityFormValues, unknown, OpportunityFormOutput>;

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** Name, short description, type, structure, market, stage, sectors and industries, ticker. */
export function GeneralFields({ form }: { form: OpportunityForm }) {
  const { register, control } = form;
  const errors = form.formState.errors;
  const tags = (name: 'common_sector' | 'common_industry', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TagsInput
          label={label}
          description="Type and press Enter to add"
          value={field.value ?? []}
          onChange={field.onChange}
          maxTags={20}
          clearable
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Section id="opportunity-general" title="General">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label="Name" withAsterisk error={errors.name?.message} {...register('name')} />
        <TextInput label="Short Description" error={errors.short_desc?.message} {...register('short_desc')} />
        <Controller
          control={control}
          name="opportunity_type"
          render={({ field }) => (
            <Radio.Group label="Opportunity Type" withAsterisk value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={6}>
                <Radio value="PRIMARY" label="Primary" />
                <Radio value="SECONDARY" label="Secondary" />
              </Group>
            </Radio.Group>
          )}
        />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Radio.Group label="Structure" withAsterisk value={field.value} onChange={field.onChange}>
              <Group gap="md" mt={6}>
                <Radio value="GENERAL" label="General" />
                <Radio value="FUND" label="Fund" />
                <Radio value="SPV" label="SPV" />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput label="Market" maxLength={100} {...register('market')} />
        <TextInput label="Stage" maxLength={100} {...register('stage')} />
        {tags('common_sector', 'Sectors')}
        {tags('common_industry', 'Industries')}
        <TextInput label="Ticker" maxLength={12} error={errors.ticker?.message} {...register('ticker')} />
      </SimpleGrid>
    </Section>
  );
}

type MoneyName = 'size' | 'minimum' | 'pre' | 'post';

/** Target raise, minimum, valuations (spec 5 currency input) and the dates (MM/DD/YYYY). */
export function RaiseFields({ form }: { form: OpportunityForm }) {
  const { control } = form;
  const errors = form.formState.errors;
  const money = (name: MoneyName, label: string, required: boolean) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <CurrencyInput
          label={label}
          withAsterisk={required}
          value={field.value ?? ''}
          // Empty is "none": absent for the required amounts (so they say "is required"), null for the rest.
          onChange={(v) => field.onChange(v === '' ? (required ? undefined : null) : v)}
          onBlur={field.onBlur}
          error={errors[name]?.message}
        />
      )}
    />
  );
  const date = (name: 'start_date' | 'end_date', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          value={field.value ?? null}
          onChange={(v) => field.onChange(v)}
          onBlur={field.onBlur}
          clearable
          error={errors[name]?.message}
        />
      )}
    />
  );
  return (
    <Section id="opportunity-raise" title="Raise">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {money('size', 'Target Raise', true)}
        {money('minimum', 'Minimum Investment', true)}
        {money('pre', 'Pre-money Valuation', false)}
        {money('post', 'Post-money Valuation', false)}
        {date('start_date', 'Start Date')}
        {date('end_date', 'End Date')}
      </SimpleGrid>
    </Section>
  );
}
