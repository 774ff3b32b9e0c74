import { COMPANY_STRUCTURES } from '@dl/contracts';
import { Card, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { type CompanyFormOutput, type CompanyFormValues, STRUCTURE_LABELS } from '../lib/company-form.ts';

export interface CompanySectionProps {
  form: UseFormReturn<CompanyFormValues, unknown, CompanyFormOutput>;
  readOnly: boolean;
}

const STRUCTURES = COMPANY_STRUCTURES.map((value) => ({ value, label: STRUCTURE_LABELS[value] }));

/** Spec 3 "Issuer or company" details: name, structure, year founded, stage, market, sector and the codes. */
export function CompanyDetailsSection({ form, readOnly }: CompanySectionProps) {
  const { register } = form;
  const errors = form.formState.errors;
  const input = (name: Exclude<keyof CompanyFormValues, 'address' | 'structure'>, label: string, max: number) => (
    <TextInput label={label} readOnly={readOnly} maxLength={max} error={errors[name]?.message} {...register(name)} />
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-details-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-details-title">
          Details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            withAsterisk
            readOnly={readOnly}
            maxLength={120}
            error={errors.name?.message}
            {...register('name')}
          />
          <Controller
            control={form.control}
            name="structure"
            render={({ field }) => (
              <Select
                label="Structure"
                withAsterisk
                data={STRUCTURES}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                onBlur={field.onBlur}
                readOnly={readOnly}
                error={errors.structure?.message}
                placeholder="Choose a structure"
              />
            )}
          />
          <TextInput
            label="Year Founded"
            inputMode="numeric"
            readOnly={readOnly}
            maxLength={4}
            placeholder="2019"
            error={errors.yearFounded?.message}
            {...register('yearFounded')}
          />
          <TextInput
            label="Employees"
            inputMode="numeric"
            readOnly={readOnly}
            maxLength={9}
            description="Digits only"
            error={errors.employees?.message}
            {...register('employees')}
          />
          {input('stage', 'Stage', 100)}
          {input('market', 'Market', 100)}
          {input('sector', 'Sector', 100)}
          {input('industry', 'Industry', 100)}
          {input('naics', 'NAICS', 6)}
          {input('isin', 'ISIN', 12)}
          {input('headquarters', 'Headquarters', 200)}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}

type AddressField = keyof CompanyFormValues['address'];

/** Spec 5 "Address requires line1, country, city and postal". */
export function CompanyAddressSection({ form, readOnly }: CompanySectionProps) {
  const errors = form.formState.errors.address;
  const input = (name: AddressField, label: string, max: number, required = false) => (
    <TextInput
      label={label}
      withAsterisk={required}
      readOnly={readOnly}
      maxLength={max}
      error={errors?.[name]?.message}
      {...form.register(`address.${name}`)}
    />
  );
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="company-address-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="company-address-title">
          Address
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {input('line1', 'Line 1', 200, true)}
          {input('line2', 'Line 2', 200)}
          {input('line3', 'Line 3', 200)}
          {input('city', 'City', 100, true)}
          {input('province', 'Province', 100)}
          {input('postal', 'Postal', 20, true)}
          {input('country', 'Country', 100, true)}
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
