import { hostSchema, type TenantRow } from '@dl/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAddTenantHost } from '../api/tenant-changes.ts';
import { apiFieldErrors } from '../lib/api-field-errors.ts';
import { UPDATE_FAILED } from '../lib/labels.ts';

const ALREADY_HERE = 'This tenant already has this host.';

/** A host checked with the contract's rule, then by the API (a host another tenant uses is refused). */
export function AddHostForm({ tenant }: { tenant: TenantRow }) {
  const add = useAddTenantHost(tenant.id);
  const snackbar = useSnackbar();
  const [host, setHost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = hostSchema.safeParse(host);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? UPDATE_FAILED);
    if (tenant.hosts.includes(parsed.data)) return setError(ALREADY_HERE);
    add.mutate(parsed.data, {
      onSuccess: () => {
        setHost('');
        void snackbar.success(`${parsed.data} was added.`);
      },
      onError: (failure) => setError(apiFieldErrors(failure, 'host').host ?? errorText(failure, UPDATE_FAILED)),
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Add a host">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="New host"
          placeholder="fund.example.com"
          value={host}
          error={error}
          maxLength={253}
          autoCapitalize="none"
          spellCheck={false}
          style={{ flex: 1 }}
          onChange={(event) => {
            setHost(event.currentTarget.value);
            setError(null);
          }}
        />
        <Button
          type="submit"
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          loading={add.isPending}
        >
          Add host
        </Button>
      </Group>
    </form>
  );
}
