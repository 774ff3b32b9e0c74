import { type TenantRow, updateTenantBodySchema } from '@dl/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { fieldErrors } from '#web/lib/field-errors.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useUpdateTenant } from '../api/tenant-changes.ts';
import { apiFieldErrors } from '../lib/api-field-errors.ts';
import { UPDATE_FAILED } from '../lib/labels.ts';

type Field = 'name' | 'mpid';

/** The tenant's name and MPID (`tenants.manage`); the short name and hosts have their own rules. */
export function TenantEditForm({ tenant, onDone }: { tenant: TenantRow; onDone: () => void }) {
  const update = useUpdateTenant(tenant.id);
  const snackbar = useSnackbar();
  const [values, setValues] = useState({ name: tenant.name, mpid: tenant.mpid ?? '' });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: values.name, mpid: values.mpid.trim() || null };
    const checked = fieldErrors<Field>(updateTenantBodySchema.safeParse(body));
    setErrors(checked);
    if (Object.keys(checked).length > 0) return;
    update.mutate(body, {
      onSuccess: () => {
        void snackbar.success('The tenant’s details were saved.');
        onDone();
      },
      onError: (error) => setErrors(apiFieldErrors(error)),
    });
  };
  const field = (key: Field, label: string, maxLength: number) => (
    <TextInput
      label={label}
      withAsterisk={key === 'name'}
      maxLength={maxLength}
      value={values[key]}
      error={errors[key]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        setValues((v) => ({ ...v, [key]: value }));
      }}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Edit tenant details">
      <Stack>
        {field('name', 'Name', 120)}
        {field('mpid', 'MPID', 20)}
        {update.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {errorText(update.error, UPDATE_FAILED)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
