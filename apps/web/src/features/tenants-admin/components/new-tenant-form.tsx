import { Alert, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCreateTenant } from '../api/tenant-changes.ts';
import { apiFieldErrors } from '../lib/api-field-errors.ts';
import { FORM_FIELDSET } from '../lib/fieldset-styles.ts';
import { CREATE_FAILED } from '../lib/labels.ts';
import {
  EMPTY_TENANT_DRAFT,
  hostRowErrors,
  suggestSlug,
  type TenantDraft,
  type TenantFormErrors,
  tenantBody,
  tenantErrors,
} from '../lib/tenant-form.ts';
import { HostListInput } from './host-list-input.tsx';

type AdminField = keyof TenantDraft['admin'];

/**
 * A new tenant with its hosts and first administrator. The contract's checks run before sending
 * (shown once Create was pressed); the API's refusals come back under their fields. On success the
 * tenant's page opens and the snackbar says the administrator was invited.
 */
export function NewTenantForm({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const create = useCreateTenant();
  const [draft, setDraft] = useState<TenantDraft>(EMPTY_TENANT_DRAFT);
  const [slugEdited, setSlugEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<TenantFormErrors>({});
  const errors: TenantFormErrors = { ...(submitted ? tenantErrors(tenantBody(draft)) : {}), ...serverErrors };
  const otherError = create.isError && Object.keys(serverErrors).length === 0;

  const change = (next: TenantDraft, fields: string[]) => {
    setDraft(next);
    setServerErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !fields.includes(k))));
  };
  const setName = (name: string) =>
    change({ ...draft, name, slug: slugEdited ? draft.slug : suggestSlug(name) }, ['name', 'slug']);
  const setAdmin = (key: AdminField, value: string) =>
    change({ ...draft, admin: { ...draft.admin, [key]: value } }, [`admin.${key}`]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    const body = tenantBody(draft);
    if (Object.keys(tenantErrors(body)).length > 0) return;
    create.mutate(body, {
      onSuccess: (tenant) => {
        void snackbar.success(`${tenant.name} was created. An invitation was sent to ${body.admin.email}.`);
        onDone();
        void navigate(hrefFor('TrellisAdmin.Tenant', { id: tenant.id }));
      },
      onError: (error) => setServerErrors(apiFieldErrors(error)),
    });
  };

  const adminField = (key: AdminField, label: string, type = 'text') => (
    <TextInput
      label={label}
      type={type}
      withAsterisk
      maxLength={key === 'email' ? 254 : 100}
      value={draft.admin[key]}
      error={errors[`admin.${key}`]}
      onChange={(event) => setAdmin(key, event.currentTarget.value)}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-label="New tenant">
      <Stack>
        <TextInput
          label="Name"
          withAsterisk
          maxLength={120}
          value={draft.name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Short name"
          description="Lower-case letters, digits and dashes; suggested from the name."
          withAsterisk
          maxLength={40}
          autoCapitalize="none"
          spellCheck={false}
          value={draft.slug}
          error={errors.slug}
          onChange={(event) => {
            setSlugEdited(true);
            change({ ...draft, slug: event.currentTarget.value }, ['slug']);
          }}
        />
        <TextInput
          label="MPID"
          maxLength={20}
          value={draft.mpid}
          error={errors.mpid}
          onChange={(event) => change({ ...draft, mpid: event.currentTarget.value }, ['mpid'])}
        />
        <HostListInput
          hosts={draft.hosts}
          errors={hostRowErrors(draft.hosts, errors)}
          listError={errors.hosts}
          onChange={(hosts) =>
            change(
              { ...draft, hosts },
              Object.keys(serverErrors).filter((k) => k.startsWith('hosts')),
            )
          }
        />
        <Fieldset legend="First administrator" {...FORM_FIELDSET}>
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              They get an e-mail inviting them in, with a link to choose a password if they have no account yet.
            </Text>
            {adminField('email', 'Email', 'email')}
            <Group grow align="flex-start" wrap="wrap">
              {adminField('first_name', 'First name')}
              {adminField('last_name', 'Last name')}
            </Group>
          </Stack>
        </Fieldset>
        {otherError && (
          <Alert color="red" role="alert">
            {errorText(create.error, CREATE_FAILED)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create tenant
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
